import type { FromPackWorker, ToPackWorker } from './pack-protocol';
import { createZipStream } from './zip-stream';

/**
 * The audit pack's zip writer, off the page's main thread: the page sends each file's bytes (transferred,
 * not copied), the worker hashes and writes them, and posts the archive back chunk by chunk (transferred
 * too). The page terminates the worker to cancel.
 */
const post = (message: FromPackWorker, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

/** A chunk that is a view into a larger buffer is copied: only a whole buffer can be handed over. */
function ownBuffer(chunk: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
  return whole && chunk.buffer instanceof ArrayBuffer ? (chunk as Uint8Array<ArrayBuffer>) : chunk.slice();
}

const stream = createZipStream((chunk) => {
  const own = ownBuffer(chunk);
  post({ type: 'chunk', chunk: own }, [own.buffer]);
});

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

self.addEventListener('message', (event: MessageEvent<ToPackWorker>) => {
  const message = event.data;
  if (message.type === 'add') {
    stream.add(message.name, new Uint8Array(message.bytes), message.compress).then(
      (sha256) => post({ type: 'added', id: message.id, sha256 }),
      (error: unknown) => post({ type: 'error', id: message.id, message: errorMessage(error) }),
    );
  } else {
    stream.end().then(
      () => post({ type: 'ended' }),
      (error: unknown) => post({ type: 'error', message: errorMessage(error) }),
    );
  }
});
