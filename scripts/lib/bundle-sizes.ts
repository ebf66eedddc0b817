import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a production build weighs, as the bench and the bundle check count it (gzip, kB). */
export interface BundleSizes {
  /** Every script the entry HTML loads or preloads. */
  initialJsKb: number;
  initialCssKb: number;
  /** The largest JS chunk loaded on demand. */
  largestLazyKb: number;
  /** The entry's scripts (assets/…js), for reports. */
  initialFiles: string[];
}

export function bundleSizes(dist: string): BundleSizes {
  const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initialFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((match) => match[1] as string);
  const lazy = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .filter((file) => !initialFiles.includes(file));
  return {
    initialJsKb: sum(initialFiles.map(gzipKb)),
    initialCssKb: sum(css.map(gzipKb)),
    largestLazyKb: Math.max(0, ...lazy.map(gzipKb)),
    initialFiles,
  };
}
