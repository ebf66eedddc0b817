import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

/** Prints the slowest Playwright tests at the end of a run, so the next slowdown is seen when it happens. */
export default class SlowestPlaywrightReporter implements Reporter {
  private readonly durations: { name: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.durations.push({
      name: `${test.location.file.split('/tests/e2e/')[1] ?? test.location.file} › ${test.title}`,
      ms: result.duration,
    });
  }

  onEnd(): void {
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const total = this.durations.reduce((sum, { ms }) => sum + ms, 0);
    console.info(
      `\nSlowest end-to-end tests (of ${this.durations.length}, ${(total / 1000).toFixed(0)} s of worker time):\n` +
        slowest.map(({ name, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`).join('\n'),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
