import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  benchPage,
  type BenchRow,
  type BenchRun,
  formattedAsRepository,
  formattedBenchPage,
  GENERATED_MARKER,
  historyLine,
  loweredRatchets,
  parseHistory,
  passes,
  resultsTable,
  TREND_RUNS,
  withRatchets,
} from './bench-report';

const rows = (initialJs: number, homeScore: number): BenchRow[] => [
  { figure: 'initial JS gzip (entry HTML scripts + preloads)', value: initialJs, unit: 'kB', budget: 150 },
  { figure: 'all lazy chart chunks gzip (nivo/d3)', value: 103.9, unit: 'kB', budget: Number.NaN, info: true },
  { figure: 'Lighthouse mobile, Home', value: homeScore, unit: 'score', budget: 90, atLeast: true },
  { figure: 'Lighthouse mobile, Job Performance', value: 82, unit: 'score', budget: 90, atLeast: true },
  { figure: 'TBT mobile, Home', value: 97, unit: 'ms', budget: 150 },
  { figure: 'TBT mobile, Job Performance', value: 134.5, unit: 'ms', budget: 150 },
  { figure: 'CLS, Home', value: 0.001, unit: '', budget: 0.02 },
  {
    figure: 'audit pack: files in the pack measured',
    value: Number.NaN,
    unit: 'count',
    budget: Number.NaN,
    info: true,
  },
];
const run = (day: number, initialJs = 4.9, homeScore = 92): BenchRun => ({
  date: `2026-11-${String(day).padStart(2, '0')}`,
  commit: `c0ffe${String(day).padStart(2, '0')}`,
  runs: 3,
  rows: rows(initialJs, homeScore),
});

describe('the bench history (docs/bench-history.jsonl)', () => {
  it('keeps a run as one JSON line and reads it back, figures not measured included', () => {
    const line = historyLine(run(24));
    expect(line).not.toContain('\n');
    expect(line).not.toContain('NaN');
    const [read] = parseHistory(`${line}\n`);
    expect(read?.rows[0]).toEqual(run(24).rows[0]);
    // An info row has no budget on file, and a figure not measured is null there and NaN again when read.
    expect(JSON.parse(line).rows[1]).toEqual({
      figure: 'all lazy chart chunks gzip (nivo/d3)',
      value: 103.9,
      unit: 'kB',
      info: true,
    });
    expect(read?.rows[7]?.value).toBeNaN();
    expect(read?.rows[7]?.budget).toBeNaN();
  });

  it('grows by one run for each line a bench appends', () => {
    const history = `${historyLine(run(23))}\n`;
    expect(parseHistory(`${history}${historyLine(run(24))}\n`).map((entry) => entry.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
  });
});

describe('docs/bench.md made from the history', () => {
  const intro = '# Bench results\n\nWhat the bench measures, written by hand.\n';

  it('keeps the text above the marker and replaces everything below it', () => {
    const previous = `${intro}\n${GENERATED_MARKER}\n\n## Latest run: 2026-01-01, commit old\n\nstale table\n`;
    const page = benchPage(previous, [run(24)]);
    expect(page.startsWith(`${intro.trimEnd()}\n\n${GENERATED_MARKER}\n`)).toBe(true);
    expect(page).not.toContain('stale table');
    expect(page.split(GENERATED_MARKER)).toHaveLength(2);
  });

  it("shows the latest run's figures against their budgets", () => {
    const page = benchPage(intro, [run(23, 225.2, 87), run(24, 4.9, 92)]);
    expect(page).toContain('## Latest run: 2026-11-24, commit c0ffe24');
    expect(page).toContain('| initial JS gzip (entry HTML scripts + preloads) | 4.9 kB | ≤ 150 kB | pass |');
    expect(page).toContain('| Lighthouse mobile, Job Performance | 82 | ≥ 90 | FAIL |');
    expect(page).toContain('| CLS, Home | 0.001 | ≤ 0.02 | pass |');
    expect(page).toContain('| all lazy chart chunks gzip (nivo/d3) | 103.9 kB | — | info |');
    expect(page).toContain('| audit pack: files in the pack measured | not measured | — | info |');
    expect(page).not.toContain('225.2 kB | ≤ 150 kB');
  });

  it('shows the trend of the key figures over the last runs, oldest first', () => {
    const history = Array.from({ length: TREND_RUNS + 2 }, (_, index) => run(index + 1, 200 - index, 80 + index));
    const trend = benchPage(intro, history).split('## Trend')[1] ?? '';
    expect(trend).toContain(`the last ${TREND_RUNS} runs`);
    expect(trend).not.toContain('2026-11-01');
    expect(trend).not.toContain('2026-11-02');
    // date, commit, runs, initial JS, portal first load (not in these runs), JS before Home shows (nor this),
    // Home mobile score, Home LCP (nor this), lowest mobile score, highest TBT, highest CLS, budgets broken.
    expect(trend).toContain('| 2026-11-03 | c0ffe03 | 3 | 198.0 kB | — | — | 82 | — | 82 | 134.5 ms | 0.001 | 3 |');
    expect(trend).toContain('| 2026-11-12 | c0ffe12 | 3 | 189.0 kB | — | — | 91 | — | 82 | 134.5 ms | 0.001 | 2 |');
    expect(trend.indexOf('2026-11-03')).toBeLessThan(trend.indexOf('2026-11-12'));
  });

  it('starts a page of its own when there is none', () => {
    expect(benchPage(null, [run(24)])).toMatch(/^# Bench results\n[\s\S]*## Latest run: 2026-11-24/);
  });

  it('is what docs/bench.md shows for docs/bench-history.jsonl', async () => {
    const root = join(import.meta.dirname, '..', '..');
    const file = join(root, 'docs/bench.md');
    const current = readFileSync(file, 'utf8');
    const history = parseHistory(readFileSync(join(root, 'docs/bench-history.jsonl'), 'utf8'));
    expect(await formattedBenchPage(current, history, file)).toBe(current);
  });
});

describe('the ratchets (scripts/bench-ratchets.json)', () => {
  const figure = 'LCP mobile, Home';
  const ratchets = { [figure]: { budget: 3000, noise: 0.05 } };
  const measured = (value: number): BenchRow[] => [{ figure, value, unit: 'ms', budget: Number.NaN }];

  it('holds a figure to its best value so far, within the noise of one build', () => {
    const [within] = withRatchets(measured(3150), ratchets);
    expect(within).toMatchObject({ budget: 3000, noise: 0.05 });
    expect(passes(within!)).toBe(true);
    expect(passes(withRatchets(measured(3150.1), ratchets)[0]!)).toBe(false);
    expect(resultsTable([within!])).toContain('≤ 3000 ms (ratchet, +5 % noise)');
    // The history keeps the noise, so the run reads back as it was judged.
    const [read] = parseHistory(historyLine({ date: '2026-11-29', commit: 'abc', runs: 3, rows: [within!] }));
    expect(read?.rows[0]?.noise).toBe(0.05);
  });

  it('is written back as the lint step of npm test formats it', async () => {
    const file = join(import.meta.dirname, '../bench-ratchets.json');
    const onFile = readFileSync(file, 'utf8');
    expect(await formattedAsRepository(JSON.stringify(JSON.parse(onFile)), file)).toBe(onFile);
  });

  it('is lowered by a run that measures less, and never raised', () => {
    expect(loweredRatchets(ratchets, measured(2876.44))[figure]).toEqual({ budget: 2876.5, noise: 0.05 });
    expect(loweredRatchets(ratchets, measured(3100))).toEqual(ratchets);
    expect(loweredRatchets(ratchets, measured(Number.NaN))).toEqual(ratchets);
    expect(loweredRatchets(ratchets, [])).toEqual(ratchets);
  });
});

describe("a comparison run's note", () => {
  it('heads the latest run, so an HTTP/2 or few-screen run is not read as the recorded one', () => {
    const noted: BenchRun = { ...run(29), note: 'HTTP/2 over TLS; screens: Home' };
    expect(benchPage(null, [run(28), noted])).toContain(
      '## Latest run: 2026-11-29, commit c0ffe29 (HTTP/2 over TLS; screens: Home)',
    );
    expect(benchPage(null, [run(28)])).toContain('## Latest run: 2026-11-28, commit c0ffe28\n');
  });
});
