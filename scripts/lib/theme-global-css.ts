import type { ReactElement } from 'react';
import type { Plugin } from 'vite';

/**
 * The portal's global CSS as a stylesheet of the build (docs/decisions/0051-theme-cost.md, "The theme's global CSS is a
 * stylesheet"). Chakra's provider writes it at start with emotion: the cascade layers' order, the reset,
 * the global styles and the token variables (448 of them), about 40 kB of CSS compiled by stylis in the
 * first render's task. The same CSS, written by emotion from the same system at build time, is parsed by
 * the browser instead, and the provider gets the system without it (`providedSystem`, src/app/theme.ts).
 */
const THEME_GLOBAL_CSS = 'virtual:theme-global.css';

/** The CSS emotion writes for `element`: rendered outside a browser, into the markup, with the cache it makes there. */
export async function insertedCss(element: ReactElement): Promise<string> {
  // Loaded on use: the config of every Vite and Vitest run imports this module, most never ask for the CSS.
  const { renderToStaticMarkup } = await import('react-dom/server');
  return [...renderToStaticMarkup(element).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('\n');
}

/** What Chakra's provider inserts for the portal's system, as emotion writes it (layer order first). */
export async function themeGlobalCss(): Promise<string> {
  const [{ Global }, { createElement, Fragment }, { portalSystem }] = await Promise.all([
    import('@emotion/react'),
    import('react'),
    import('../../src/app/theme.ts'),
  ]);
  const system = portalSystem();
  return insertedCss(
    createElement(
      Fragment,
      null,
      createElement(Global, { styles: system.layers.atRule }),
      createElement(Global, { styles: system._global }),
    ),
  );
}

/** `import 'virtual:theme-global.css'` (src/app/provider.tsx): the theme's global CSS, made from src/app/theme.ts. */
export function themeGlobalCssPlugin(): Plugin {
  // A resolved id ending in .css goes through Vite's CSS pipeline: one file with the portal's first load.
  const resolved = `\0${THEME_GLOBAL_CSS}`;
  return {
    name: 'portal:theme-global-css',
    resolveId: (id) => (id === THEME_GLOBAL_CSS ? resolved : undefined),
    load: (id) => (id === resolved ? themeGlobalCss() : undefined),
  };
}
