import { spawn, execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import ensureChromium from '../tests/support/ensure-chromium';
import { bundleSources, demoBackendModules } from './lib/bundle-sources';

/**
 * `npm run bench`: builds, then measures bundle sizes and page timings against ../shared/BUDGETS.md,
 * prints a table and appends it to docs/bench.md. Times are the median of three runs.
 */
const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const port = 4180;
const origin = `http://127.0.0.1:${port}`;

interface Row {
  figure: string;
  value: number;
  unit: 'kB' | 'ms' | 'count';
  budget: number;
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

function sizes(): Row[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1] as string);
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .filter((file) => !initial.includes(file));
  const largestLazy = Math.max(0, ...chunks.map(gzipKb));
  return [
    { figure: 'initial JS gzip', value: initial.reduce((sum, file) => sum + gzipKb(file), 0), unit: 'kB', budget: 150 },
    { figure: 'initial CSS gzip', value: css.reduce((sum, file) => sum + gzipKb(file), 0), unit: 'kB', budget: 15 },
    { figure: 'largest lazy chunk gzip', value: largestLazy, unit: 'kB', budget: 130 },
    {
      figure: 'demo-backend modules in the build',
      value: demoBackendModules(bundleSources(dist)).length,
      unit: 'count',
      budget: 0,
    },
  ];
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${origin}/`);
  const email = page.getByLabel('Email');
  if (await email.isVisible({ timeout: 10_000 }).catch(() => false)) {
    await email.fill('owner@demo.test');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/oidc'));
  }
}

/** First contentful paint, LCP and the longest main-thread task of one load of `path` after sign-in. */
async function pageTimings(path: string): Promise<{ fcp: number; lcp: number; longestTask: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await signIn(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number; __longest: number };
      w.__lcp = 0;
      w.__longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __longest: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { fcp, lcp: w.__lcp, longestTask: w.__longest };
    });
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch(`${origin}/oidc/.well-known/openid-configuration`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The preview server did not start on ${origin}`);
}

async function main(): Promise<void> {
  execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'ignore' });
  ensureChromium();
  const rows = sizes();
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer();
    const runs = [];
    for (let run = 0; run < 3; run += 1) runs.push(await pageTimings('/'));
    rows.push(
      {
        figure: 'Home FCP after sign-in (median of 3)',
        value: median(runs.map((r) => r.fcp)),
        unit: 'ms',
        budget: 3000,
      },
      {
        figure: 'Home LCP after sign-in (median of 3)',
        value: median(runs.map((r) => r.lcp)),
        unit: 'ms',
        budget: 3000,
      },
      {
        figure: 'longest main-thread task on Home',
        value: Math.max(...runs.map((r) => r.longestTask)),
        unit: 'ms',
        budget: 200,
      },
    );
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }

  const format = (row: Row) => (row.unit === 'count' ? String(row.value) : `${row.value.toFixed(1)} ${row.unit}`);
  const lines = [
    '| figure | value | budget | result |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.figure} | ${format(row)} | ≤ ${row.budget} ${row.unit === 'count' ? '' : row.unit} | ${row.value <= row.budget ? 'pass' : 'FAIL'} |`,
    ),
  ];
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  const entry = `\n## ${new Date().toISOString().slice(0, 10)}, commit ${commit}\n\n${lines.join('\n')}\n`;
  console.info(lines.join('\n'));
  const benchFile = join(root, 'docs/bench.md');
  const exists = (() => {
    try {
      return statSync(benchFile).isFile();
    } catch {
      return false;
    }
  })();
  appendFileSync(
    benchFile,
    exists ? entry : `# Bench results\n\nAppended by \`npm run bench\` (budgets: ../shared/BUDGETS.md).\n${entry}`,
  );
  if (rows.some((row) => row.value > row.budget)) process.exitCode = 1;
}

await main();
