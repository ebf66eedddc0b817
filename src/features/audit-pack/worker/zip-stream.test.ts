import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { chunkCollector } from './pack-writer';
import { createZipStream, sha256Hex } from './zip-stream';

const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the pack zip stream', () => {
  it('hashes with SHA-256 (the FIPS 180-2 test vector)', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('writes a zip whose files read back byte for byte, each with the hash it reported', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.record({
            name: fc.stringMatching(/^[a-z0-9-]{1,12}\.(png|pdf|csv)$/),
            bytes: fc.uint8Array({ maxLength: 4096 }),
          }),
          { selector: (file) => file.name, maxLength: 12 },
        ),
        async (files) => {
          const chunks = chunkCollector();
          const pieces: Uint8Array[] = [];
          const stream = createZipStream((chunk) => {
            pieces.push(chunk);
            chunks.push(chunk.slice());
          });
          const hashes = await Promise.all(
            files.map((file) => stream.add(`docs/${file.name}`, file.bytes.slice(), file.name.endsWith('.csv'))),
          );
          await stream.end();
          const zip = new Uint8Array(await chunks.blob().arrayBuffer());
          const read = unzipSync(zip);
          expect(Object.keys(read).sort()).toEqual(files.map((file) => `docs/${file.name}`).sort());
          files.forEach((file, index) => {
            expect(read[`docs/${file.name}`]).toEqual(file.bytes);
            expect(hashes[index]).toBe(nodeSha256(file.bytes));
          });
          expect(pieces.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('gives the archive out in pieces as files arrive, not as one buffer at the end', async () => {
    const pieces: number[] = [];
    const stream = createZipStream((chunk) => pieces.push(chunk.byteLength));
    await stream.add('a.png', new Uint8Array(100_000), false);
    const afterFirst = pieces.reduce((sum, size) => sum + size, 0);
    expect(afterFirst).toBeGreaterThanOrEqual(100_000);
    await stream.add('b.png', new Uint8Array(100_000), false);
    await stream.end();
    expect(Math.max(...pieces)).toBeLessThanOrEqual(100_000);
  });
});
