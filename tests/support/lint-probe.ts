import { ESLint } from 'eslint';

/**
 * Where the lint tests put their snippets. They are no files of a tsconfig, so the typed rules' project
 * service gives them a default program: all a snippet's types need, and far quicker than the portal's.
 */
const PROBES = [
  'src/*/zz-probe.ts',
  'src/features/zz-probe-alpha/*',
  'mocks/handlers/zz-probe.ts',
  'scripts/zz-probe.ts',
  'tests/support/zz-probe.ts',
  'tests/e2e/support/zz-probe.ts',
];

const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { projectService: { allowDefaultProject: PROBES } } } },
});

/** The rules `code` breaks, linted with eslint.config.js as the file at `filePath` (a path of PROBES). */
export async function lintProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}
