import type { FromPackWorker, ToPackWorker } from './pack-protocol';

/** The page's side of the pack's zip: add files, then finish into one Blob; or abort. */
export interface PackWriter {
  /** Hands the bytes over (they are transferred: the caller must not use them afterwards); resolves with the SHA-256. */
  add(name: string, bytes: ArrayBuffer, compress: boolean): Promise<string>;
  /** Completes the archive; the zip as a Blob. */
  finish(): Promise<Blob>;
  /** Stops at once (the worker is terminated); pending calls reject. Nothing is kept. */
  abort(): void;
}

export const ZIP_TYPE = 'application/zip';

/** Above this many bytes, the received chunks are folded into a Blob part (which the browser may keep on disk). */
const FOLD_BYTES = 8 * 1024 * 1024;

/** Collects the archive's chunks into Blob parts, so no single large buffer is ever held. */
export function chunkCollector() {
  const parts: Blob[] = [];
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let pendingBytes = 0;
  const fold = () => {
    if (pending.length === 0) return;
    parts.push(new Blob(pending));
    pending = [];
    pendingBytes = 0;
  };
  return {
    push(chunk: Uint8Array<ArrayBuffer>) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      if (pendingBytes >= FOLD_BYTES) fold();
    },
    blob(): Blob {
      fold();
      return new Blob(parts, { type: ZIP_TYPE });
    },
  };
}

export class PackAbortedError extends Error {
  override readonly name = 'PackAbortedError';
  constructor() {
    super('The audit pack was cancelled.');
  }
}

/** The writer over the pack worker (its own chunk: fflate never reaches the page's scripts). */
function workerWriter(): PackWriter {
  const worker = new Worker(new URL('./audit-pack-worker.ts', import.meta.url), { type: 'module' });
  const chunks = chunkCollector();
  const waiting = new Map<number, { resolve: (sha256: string) => void; reject: (error: Error) => void }>();
  let finishing: { resolve: (blob: Blob) => void; reject: (error: Error) => void } | null = null;
  let broken: Error | null = null;
  let nextId = 0;

  const failAll = (error: Error) => {
    broken ??= error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    finishing?.reject(error);
    finishing = null;
  };

  worker.onmessage = (event: MessageEvent<FromPackWorker>) => {
    const message = event.data;
    if (message.type === 'chunk') chunks.push(message.chunk);
    else if (message.type === 'added') {
      waiting.get(message.id)?.resolve(message.sha256);
      waiting.delete(message.id);
    } else if (message.type === 'ended') {
      finishing?.resolve(chunks.blob());
      finishing = null;
      worker.terminate();
    } else failAll(new Error(message.message));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failAll(new Error('The audit pack worker stopped.'));
    worker.terminate();
  };
  const send = (message: ToPackWorker, transfer: Transferable[] = []) => worker.postMessage(message, { transfer });

  return {
    add(name, bytes, compress) {
      if (broken) return Promise.reject(broken);
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        send({ type: 'add', id, name, bytes, compress }, [bytes]);
      });
    },
    finish() {
      if (broken) return Promise.reject(broken);
      return new Promise((resolve, reject) => {
        finishing = { resolve, reject };
        send({ type: 'end' });
      });
    },
    abort() {
      worker.terminate();
      failAll(new PackAbortedError());
    },
  };
}

/** Where there is no Worker (jsdom): the same stream in this thread. */
async function inThreadWriter(): Promise<PackWriter> {
  const { createZipStream } = await import('./zip-stream');
  const chunks = chunkCollector();
  const stream = createZipStream((chunk) => chunks.push(chunk.slice()));
  let aborted = false;
  const guard = <T>(promise: Promise<T>) =>
    promise.then((value) => {
      if (aborted) throw new PackAbortedError();
      return value;
    });
  return {
    add: (name, bytes, compress) =>
      aborted ? Promise.reject(new PackAbortedError()) : guard(stream.add(name, new Uint8Array(bytes), compress)),
    finish: () => guard(stream.end().then(() => chunks.blob())),
    abort: () => {
      aborted = true;
    },
  };
}

export function createPackWriter(): Promise<PackWriter> {
  return typeof Worker === 'undefined' ? inThreadWriter() : Promise.resolve(workerWriter());
}
