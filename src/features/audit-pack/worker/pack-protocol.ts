/** Messages between the page and the audit pack worker (src/features/audit-pack/worker/audit-pack-worker.ts). */
export type ToPackWorker =
  { type: 'add'; id: number; name: string; bytes: ArrayBuffer; compress: boolean } | { type: 'end' };

export type FromPackWorker =
  /** The next piece of the archive, in order (its buffer is transferred). */
  | { type: 'chunk'; chunk: Uint8Array<ArrayBuffer> }
  /** File `id` is written; its SHA-256 in hex. Its chunks were posted before this message. */
  | { type: 'added'; id: number; sha256: string }
  /** The archive is complete: every chunk was posted before this message. */
  | { type: 'ended' }
  | { type: 'error'; id?: number; message: string };
