import { describe, expect, it } from 'vitest';
import { lintProblems as problems } from '@tests/support/lint-probe';

describe('lint rules (eslint.config.js)', () => {
  it('refuses a promise nobody awaits or catches, and takes one marked as fire-and-forget', async () => {
    const later = 'async function later(): Promise<void> {}\n';
    expect(await problems('src/lib/zz-probe.ts', `${later}later();\n`)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
    expect(await problems('src/lib/zz-probe.ts', `${later}void later();\n`)).toEqual([]);
  });

  it('gives the portal the browser and scripts Node, not each other', async () => {
    expect(await problems('src/lib/zz-probe.ts', "export const mode = process.env['MODE'];\n")).toContain('no-undef');
    expect(await problems('scripts/zz-probe.ts', 'export const width = window.innerWidth;\n')).toContain('no-undef');
    expect(await problems('scripts/zz-probe.ts', "export const mode = process.env['MODE'];\n")).toEqual([]);
  });

  it('keeps the import boundaries', async () => {
    const code =
      "import { RouteTableContext } from '@/app/shell/route-table-context';\nexport const y = RouteTableContext;\n";
    expect(await problems('src/lib/zz-probe.ts', code)).toContain('boundaries/dependencies');
  });
});
