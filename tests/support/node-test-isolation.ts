import { globSync, readFileSync } from 'node:fs';

/** The node project's test files: no DOM (a .test.tsx renders, in the dom project). */
export const NODE_TEST_FILES = [
  'mocks/**/*.test.ts',
  'deploy/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'src/**/*.test.ts',
];

/**
 * What makes a node test file need a module graph of its own: it replaces modules (vi.mock and the like),
 * or it lints through the shared ESLint of tests/support/lint-probe.ts, whose typed rules keep one project
 * service per process (its default program takes only so many probe files).
 */
const NEEDS_OWN_MODULES = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules)\(|support\/lint-probe'/;

/**
 * The node test files that run isolated, each with its own modules; the others share their worker's
 * modules (docs/decisions/0096-node-tests-share-modules.md), read from the files so that a new test that
 * mocks a module is isolated without anyone listing it.
 */
export function isolatedNodeTestFiles(root: string): string[] {
  return globSync(NODE_TEST_FILES, { cwd: root })
    .filter((file) => NEEDS_OWN_MODULES.test(readFileSync(`${root}/${file}`, 'utf8')))
    .sort();
}
