import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { portalSystem, themeConfig } from '@/app/theme';
import { themeContrast, themeHex } from '@tests/support/theme-colours';

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

/** Colour scales named in the screens: `colorPalette="green"`, `colorPalette={ok ? 'green' : 'gray'}`, `'orange.600'`. */
function scalesNamedInScreens(): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const palettes = [...text.matchAll(/colorPalette[=:]\s*(\{[^}]*\}|'[^']*'|"[^"]*")/g)].flatMap(([, value]) =>
      [...(value ?? '').matchAll(/['"]([a-zA-Z]+)['"]/g)].map(([, name]) => name),
    );
    const shades = [
      ...text.matchAll(/['"]([a-z][a-zA-Z]*)\.(?:\d{2,3}|solid|contrast|fg|muted|subtle|emphasized|focusRing)['"]/g),
    ].map(([, name]) => name);
    for (const name of [...palettes, ...shades]) if (name) named.set(name, path.relative(SRC, file));
  }
  return named;
}

/** Colour scales the kept recipes and semantic tokens name: `colorPalette: "red"`, `{colors.blue.600}`. */
function scalesNamedInTheme(): Set<string> {
  const { recipes, slotRecipes, semanticTokens } = themeConfig.theme ?? {};
  const text = JSON.stringify([recipes, slotRecipes, semanticTokens, themeConfig.globalCss]);
  return new Set(
    [...text.matchAll(/"colorPalette":"([a-zA-Z]+)"|\{colors\.([a-zA-Z]+)\./g)].map(([, palette, token]) =>
      String(palette ?? token),
    ),
  );
}

describe('the theme', () => {
  // The unused scales are left out (making the system is the longest task at start): a screen naming one
  // would paint without its colour.
  it('has every colour scale the screens and the recipes name', () => {
    // `colorPalette.fg` is the current palette's; `fg.muted` and `bg.subtle` are semantic colours.
    const colors = {
      colorPalette: {},
      ...themeConfig.theme?.tokens?.colors,
      ...themeConfig.theme?.semanticTokens?.colors,
    };
    const named = scalesNamedInScreens();
    expect(named.has('primary') && named.has('orange')).toBe(true);
    expect([...named].filter(([scale]) => !(scale in colors))).toEqual([]);
    const inTheme = scalesNamedInTheme();
    expect(inTheme.has('red')).toBe(true);
    expect([...inTheme].filter((scale) => !(scale in colors))).toEqual([]);
  });

  // The system has only the recipes the app renders (bundle size); a component without its recipe renders
  // unstyled (a select that is a bare giant chevron), which no type check catches.
  it('has the slot recipe of every Chakra component the screens render', () => {
    const used = slotComponentsInUse();
    expect(used.size).toBeGreaterThan(5);
    const recipes = themeConfig.theme?.slotRecipes ?? {};
    const missing = [...used].filter(([recipe]) => !(recipe in recipes));
    expect(missing).toEqual([]);
  });

  // One colour mode: Chakra's semantic colours keep their light value as a plain one, so making the system
  // writes one set of variables, not a light and a dark set under conditions (the start's longest task).
  it('writes its variables for the light colours only, with the light values', () => {
    const system = portalSystem();
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    const blocks: Record<string, Record<string, unknown>> = {};
    const collect = (styles: object, selector: string) => {
      for (const [key, value] of Object.entries(styles)) {
        if (typeof value === 'object' && value !== null) collect(value, `${selector} ${key}`.trim());
        else (blocks[selector] ??= {})[key] = value;
      }
    };
    collect(system.getTokenCss(), '');
    expect(Object.keys(blocks)).toEqual(['@layer tokens &:where(html, .chakra-theme)']);
    const variables = Object.values(blocks)[0];
    expect(variables).toMatchObject({
      '--chakra-colors-bg': 'var(--chakra-colors-white)',
      '--chakra-colors-fg-error': 'var(--chakra-colors-red-700)',
      '--chakra-colors-primary-solid': 'var(--chakra-colors-primary-600)',
      '--chakra-shadows-xs': expect.stringContaining('var(--chakra-colors-gray-900) 10%'),
    });
  });
  it('shows unchecked checkboxes and radios, and off switches, at 3:1 or more against the page (WCAG 1.4.11)', () => {
    const system = portalSystem();
    type Styles = Record<string, Record<string, Record<string, Record<string, Record<string, string>>>>>;
    const solid = (recipe: string, slot: string) =>
      (system.getSlotRecipe(recipe) as unknown as Styles)['variants']!['variant']!['solid']![slot]!;
    expect(themeHex('bg')).toBe(themeHex('white'));
    expect(themeContrast(solid('checkbox', 'control')['borderColor']!, 'bg')).toBeGreaterThanOrEqual(3);
    expect(themeContrast(solid('radioGroup', 'itemControl')['borderColor']!, 'bg')).toBeGreaterThanOrEqual(3);
    expect(themeContrast(solid('switch', 'control')['bg']!, 'bg')).toBeGreaterThanOrEqual(3);
  });

  // Chakra's 0.8 made an error toast's message fail axe's colour-contrast on its red (e2e, Listing Monitor).
  it("shows a toast's message at full strength, not dimmed (WCAG 1.4.3)", () => {
    type Styles = Record<string, Record<string, Record<string, string>>>;
    const base = (portalSystem().getSlotRecipe('toast') as unknown as Styles)['base']!;
    expect(base['description']?.['opacity'] ?? '1').toBe('1');
  });
});
