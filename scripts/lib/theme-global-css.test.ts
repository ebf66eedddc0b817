import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { portalSystem, providedSystem } from '../../src/app/theme.ts';
import { insertedCss, themeGlobalCss } from './theme-global-css.ts';

/** The CSS Chakra's provider inserts for `system`, as emotion writes it. */
const providerCss = (system: SystemContext) =>
  insertedCss(createElement(ChakraProvider, { value: system, children: null }));

describe("the theme's global CSS made at build time", () => {
  it("is what Chakra's provider inserts for the portal's system", async () => {
    expect(await themeGlobalCss()).toBe(await providerCss(portalSystem()));
  });

  it('declares the layers first, then the reset, the global styles and the token variables', async () => {
    const css = await themeGlobalCss();
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    // The global styles: the page's colour palette is the brand's.
    expect(css).toContain('--chakra-colors-color-palette-600:var(--chakra-colors-primary-600)');
    expect(css).toContain('--chakra-colors-primary-600:#0067D2');
  });

  it('is left out of the system the app gives the provider, which then inserts only the layer order', async () => {
    expect((await providerCss(providedSystem())).trim()).toBe('@layer reset,base,tokens,recipes;');
    expect(providedSystem().token('colors.primary.600')).toBe('#0067D2');
  });
});
