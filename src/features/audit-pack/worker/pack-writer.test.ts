import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPackWriter, PackAbortedError } from './pack-writer';
import type { FromPackWorker, ToPackWorker } from './pack-protocol';
import { createZipStream } from './zip-stream';

/**
 * Where the browser has Worker, the pack's zip is written off the page's thread: the page's side of
 * pack-writer.ts against a stand-in worker that speaks pack-protocol.ts with the same zip stream as
 * audit-pack-worker.ts (Node has no Worker; the real one runs in tests/e2e/audit-pack.spec.ts).
 */
class StandInWorker {
  static started: { url: string; options: WorkerOptions | undefined; worker: StandInWorker }[] = [];
  onmessage: ((event: MessageEvent<FromPackWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  private readonly stream = createZipStream((chunk) => this.reply({ type: 'chunk', chunk: chunk.slice() }));

  constructor(url: URL | string, options?: WorkerOptions) {
    StandInWorker.started.push({ url: String(url), options, worker: this });
  }

  postMessage(message: ToPackWorker): void {
    if (message.type === 'add') {
      void this.stream
        .add(message.name, new Uint8Array(message.bytes), message.compress)
        .then((sha256) => this.reply({ type: 'added', id: message.id, sha256 }));
    } else {
      void this.stream.end().then(() => this.reply({ type: 'ended' }));
    }
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Delivered a task later, as a worker's message is, unless terminated. */
  private reply(data: FromPackWorker): void {
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data } as MessageEvent<FromPackWorker>);
    }, 0);
  }
}

afterEach(() => {
  StandInWorker.started = [];
  vi.unstubAllGlobals();
});

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('the pack writer where there is a Worker', () => {
  it('writes the zip in the audit pack module worker: hashes come back, the archive is its chunks', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    const writer = await createPackWriter();
    expect(StandInWorker.started.map(({ url, options }) => ({ url, options }))).toEqual([
      { url: expect.stringMatching(/\/audit-pack-worker\.ts$/) as unknown, options: { type: 'module' } },
    ]);

    const csv = bytesOf('file,sha256\n');
    const sha256 = await writer.add('index.csv', csv.slice().buffer, true);
    expect(sha256).toBe(createHash('sha256').update(csv).digest('hex'));
    const zip = unzipSync(new Uint8Array(await (await writer.finish()).arrayBuffer()));
    expect(Object.keys(zip)).toEqual(['index.csv']);
    expect(strFromU8(zip['index.csv']!)).toBe('file,sha256\n');
    expect(StandInWorker.started[0]!.worker.terminated).toBe(true);
  });

  it('Cancel terminates the worker, and what was pending fails as cancelled', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    const writer = await createPackWriter();
    const pending = writer.add('report-cards/a.pdf', bytesOf('%PDF').buffer, false);
    writer.abort();
    await expect(pending).rejects.toBeInstanceOf(PackAbortedError);
    expect(StandInWorker.started[0]!.worker.terminated).toBe(true);
    await expect(writer.finish()).rejects.toBeInstanceOf(PackAbortedError);
  });
});
