import type { Plugin } from 'vite';

/** Placeholder: serves the demo backend on the dev and preview servers (built in the serving work). */
export function demoBackend(): Plugin {
  return { name: 'demo-backend' };
}
