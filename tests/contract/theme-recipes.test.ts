import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { themeConfig } from '@/app/theme';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** Chakra parts rendered as `<Name.Root` (slot recipes), e.g. Accordion → accordion, RadioGroup → radioGroup. */
function slotComponentsInUse(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes("from '@chakra-ui/react'")) continue;
    for (const [, name] of text.matchAll(/<([A-Z][A-Za-z]+)\.Root\b/g)) {
      if (name) used.set(name.charAt(0).toLowerCase() + name.slice(1), path.relative(SRC, file));
    }
  }
  return used;
}

describe('the theme', () => {
  // The system has only the recipes the app renders (bundle size); a component without its recipe renders
  // unstyled (a select that is a bare giant chevron), which no type check catches.
  it('has the slot recipe of every Chakra component the screens render', () => {
    const used = slotComponentsInUse();
    expect(used.size).toBeGreaterThan(5);
    const recipes = themeConfig.theme?.slotRecipes ?? {};
    const missing = [...used].filter(([recipe]) => !(recipe in recipes));
    expect(missing).toEqual([]);
  });
});
