import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkTranslations, type SourceFile } from './lib/i18n-check';

/**
 * `npm run lint:i18n`: fails when a language lacks a key another has, when the code or a form schema names
 * a key that is missing, or when a screen writes a text of its own (scripts/lib/i18n-check.ts).
 */
const root = join(import.meta.dirname, '..');

function filesUnder(folder: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((path) => join(folder, path).split(sep).join('/'))
    .filter(keep)
    .sort();
}

export function repositoryInput(): Parameters<typeof checkTranslations>[0] {
  const catalogues = new Map<string, Map<string, unknown>>();
  for (const path of filesUnder('src/locales', (path) => path.endsWith('.json'))) {
    const [, , language, file] = path.split('/');
    if (!language || !file) continue;
    const namespaces = catalogues.get(language) ?? new Map<string, unknown>();
    namespaces.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(root, path), 'utf8')));
    catalogues.set(language, namespaces);
  }
  const sources: SourceFile[] = filesUnder(
    'src',
    (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith('src/generated/'),
  ).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  const jsonFiles = filesUnder('schemas', (path) => path.endsWith('.json')).map((path) => ({
    path,
    json: JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown,
  }));
  return { catalogues: catalogues, sources, jsonFiles };
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const started = performance.now();
  const input = repositoryInput();
  const { problems, counts } = checkTranslations(input);
  const took = `${Math.round(performance.now() - started)} ms`;
  if (problems.length > 0) {
    console.error(`Translations: ${problems.length} problems (${took}).`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.info(
    `Translations agree: ${input.sources.length} files, ${counts.keys} keys and ${counts.patterns} key ` +
      `templates found in every language; ${counts.dynamic} keys from variables are left to the tests (${took}).`,
  );
}
