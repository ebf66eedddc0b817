import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * The audit pack's zip, written as a stream: each file is hashed (SHA-256 of its bytes) and added whole,
 * and the archive's bytes leave through `onChunk` as soon as they exist, so nothing but the file being
 * added is held here. Runs in the pack worker (src/features/audit-pack/worker/audit-pack-worker.ts), and
 * in the page's own thread only where there is no Worker (jsdom in the tests).
 */

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export interface ZipStream {
  /** Hashes the bytes, then writes them as `name`; resolves with the SHA-256 (hex) once written. */
  add(name: string, bytes: Uint8Array<ArrayBuffer>, compress: boolean): Promise<string>;
  /** Writes the central directory; resolves once the last chunk has left through onChunk. */
  end(): Promise<void>;
}

/**
 * `onChunk` receives each piece of the archive once, in order, and may keep or transfer it: the stream never
 * touches a chunk again after handing it over. PDFs and PNGs are stored as they are (already compressed);
 * CSV and HTML are deflated.
 */
export function createZipStream(onChunk: (chunk: Uint8Array) => void): ZipStream {
  let failure: Error | null = null;
  let ended: (() => void) | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      return;
    }
    onChunk(chunk);
    if (final) ended?.();
  });
  // Files are written one after another: a file's hash is computed (asynchronously) before it is added.
  let queue: Promise<unknown> = Promise.resolve();

  const write = async (name: string, bytes: Uint8Array<ArrayBuffer>, compress: boolean) => {
    const sha256 = await sha256Hex(bytes);
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(file);
    file.push(bytes, true);
    if (failure) throw failure;
    return sha256;
  };

  return {
    add(name, bytes, compress) {
      const written = queue.then(() => write(name, bytes, compress));
      queue = written.catch(() => undefined);
      return written;
    },
    end() {
      const done = queue.then(
        () =>
          new Promise<void>((resolve, reject) => {
            ended = resolve;
            zip.end();
            if (failure) reject(failure);
          }),
      );
      queue = done.catch(() => undefined);
      return done;
    },
  };
}
