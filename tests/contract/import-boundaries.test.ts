import { mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintProblems as problems } from '@tests/support/lint-probe';

// The rule classifies only imports that resolve to real files, so the probes exist during the test.
const probes = ['src/features/zz-probe-alpha/a.ts', 'src/features/zz-probe-beta/x.ts', 'src/app/zz-probe/router.ts'];
beforeAll(() => {
  for (const file of probes) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'export const x = 1;\nexport const a = 1;\n');
  }
});
afterAll(() => {
  for (const file of probes) rmSync(dirname(file), { recursive: true, force: true });
  for (const folder of ['src/features', 'src/app']) {
    try {
      rmdirSync(folder);
    } catch {
      // The folder holds real code: leave it.
    }
  }
});

const boundary = 'boundaries/dependencies';

describe('import boundaries (eslint.config.js)', () => {
  it('lets a feature use its own files, lib, components and generated code', async () => {
    const code = [
      "import { a } from './a';",
      "import { apiRequest } from '@/lib/api-client';",
      "import { getCompanies } from '@/generated/api/companies/companies';",
      'export const used = [a, apiRequest, getCompanies];',
    ].join('\n');
    expect(await problems('src/features/zz-probe-alpha/b.ts', code)).not.toContain(boundary);
  });

  it('rejects a feature importing another feature, relatively or through the @/ alias', async () => {
    const code = "import { x } from '../zz-probe-beta/x';\nexport const y = x;\n";
    expect(await problems('src/features/zz-probe-alpha/b.ts', code)).toContain(boundary);
    const aliased = "import { x } from '@/features/zz-probe-beta/x';\nexport const y = x;\n";
    expect(await problems('src/features/zz-probe-alpha/b.ts', aliased)).toContain(boundary);
  });

  it('asks for an alias where a relative import climbs two folders into src, schemas or tests', async () => {
    const deep = "import { apiRequest } from '../../lib/api-client';\nexport const y = apiRequest;\n";
    expect(await problems('src/features/zz-probe-alpha/b.ts', deep)).toContain('house/no-deep-relative-import');
    const schema = "import schema from '../../../schemas/esds-filter.schema.json';\nexport const y = schema;\n";
    expect(await problems('src/features/zz-probe-alpha/b.ts', schema)).toContain('house/no-deep-relative-import');
    const support = "import { renderApp } from '../../../tests/support/render-app';\nexport const y = renderApp;\n";
    expect(await problems('src/features/zz-probe-alpha/b.test.tsx', support)).toContain(
      'house/no-deep-relative-import',
    );
    const aliased = "import schema from '@schemas/esds-filter.schema.json';\nexport const y = schema;\n";
    expect(await problems('src/features/zz-probe-alpha/b.ts', aliased)).not.toContain('house/no-deep-relative-import');
  });

  it('leaves relative only the imports that land where no alias reaches', async () => {
    // The demo backend has no alias: Vite's config loader, which loads it, applies none.
    const mocks = "import { db } from '../../mocks/db';\nexport const y = db;\n";
    expect(await problems('tests/support/zz-probe.ts', mocks)).not.toContain('house/no-deep-relative-import');
    const support = "import { x } from '../../support/e2e-servers';\nexport const y = x;\n";
    expect(await problems('tests/e2e/support/zz-probe.ts', support)).toContain('house/no-deep-relative-import');
  });

  it('rejects lib and components importing features or the app', async () => {
    expect(
      await problems('src/lib/zz-probe.ts', "import { x } from '../features/zz-probe-alpha/a';\nexport const y = x;\n"),
    ).toContain(boundary);
    expect(
      await problems(
        'src/components/zz-probe.ts',
        "import { x } from '../app/zz-probe/router';\nexport const y = x;\n",
      ),
    ).toContain(boundary);
  });

  it('rejects production code importing the demo backend or msw handlers', async () => {
    const fromMocks = await problems(
      'src/lib/zz-probe.ts',
      "import { db } from '../../mocks/db';\nexport const y = db;\n",
    );
    expect(fromMocks).toContain('no-restricted-imports');
    const fromMsw = await problems(
      'src/app/zz-probe.ts',
      "import { getUsersMock } from '../generated/api/users/users.msw';\nexport const y = getUsersMock;\n",
    );
    expect(fromMsw).toContain('no-restricted-imports');
  });

  it('lets the demo backend import only itself and the generated contract code from src', async () => {
    const allowedImports = [
      "import { UserRole } from '../../src/generated/model';",
      "import { db } from '../db';",
      "import { HttpResponse } from 'msw';",
      'export const y = [UserRole, db, HttpResponse];',
    ].join('\n');
    expect(await problems('mocks/handlers/zz-probe.ts', allowedImports)).not.toContain(boundary);
    for (const source of ['../../src/lib/csv', '../../src/config/frame-origins', '@/lib/csv']) {
      const code = `import * as x from '${source}';\nexport const y = x;\n`;
      expect(await problems('mocks/handlers/zz-probe.ts', code), source).toContain(boundary);
    }
  });
});
