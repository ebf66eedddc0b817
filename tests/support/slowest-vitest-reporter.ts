import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

/**
 * Prints the slowest test files and tests at the end of a Vitest run, so the next slowdown is seen when it
 * happens (issue 12). File time includes its imports and environment; test time is the test body.
 */
export default class SlowestVitestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules
      .map((module) => ({ name: module.moduleId.replace(`${process.cwd()}/`, ''), ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    const tests = testModules
      .flatMap((module) =>
        [...module.children.allTests()].map((testCase) => ({
          name: `${module.moduleId.replace(`${process.cwd()}/`, '')} › ${testCase.fullName}`,
          ms: testCase.diagnostic()?.duration ?? 0,
        })),
      )
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    const line = ({ name, ms }: { name: string; ms: number }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`;
    console.info(
      `\nSlowest test files:\n${files.map(line).join('\n')}\nSlowest tests:\n${tests.map(line).join('\n')}\n`,
    );
  }
}
