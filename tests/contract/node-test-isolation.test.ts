import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedNodeTestFiles } from '@tests/support/node-test-isolation';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'isolation-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('which node test files run isolated (vite.config.ts)', () => {
  it('isolates a file that replaces a module or lints, and lets the others share their modules', () => {
    const at = project({
      'src/lib/mocks-a-module.test.ts': "vi.mock('./transport', () => ({}));\n",
      'mocks/handlers/mocks-later.test.ts': "await vi.doMock('../db');\n",
      'tests/contract/lints.test.ts': "import { lintProblems } from '@tests/support/lint-probe';\n",
      'scripts/resets.test.ts': 'beforeEach(() => vi.resetModules());\n',
      'src/lib/plain.test.ts': "import { vi } from 'vitest';\nvi.fn();\n// vi.mock is not called here\n",
      'src/lib/mocks-a-module.ts': "vi.mock('./not-a-test');\n",
    });
    expect(isolatedNodeTestFiles(at)).toEqual([
      'mocks/handlers/mocks-later.test.ts',
      'scripts/resets.test.ts',
      'src/lib/mocks-a-module.test.ts',
      'tests/contract/lints.test.ts',
    ]);
  });
});
