import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The bench's reference page (scripts/bench.ts, returning visit): what Vite's React template renders, a
 * heading and a line of text, so a returning visit's LCP is compared with the stack's own floor.
 */
createRoot(document.getElementById('root')!).render(
  createElement(
    'main',
    null,
    createElement('h1', null, 'Vite + React'),
    createElement('p', null, 'Edit src/App.tsx and save to test HMR'),
  ),
);
