import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const settingNames = (text: string) => new Set(text.match(/\bVITE_[A-Z0-9_]+[A-Z0-9]\b/g) ?? []);

/**
 * The Dockerfile cannot be built here (no Docker engine), so what can drift is checked by reading it:
 * every VITE_* setting the app or the headers read must be a build arg, or an image could not set it.
 */
describe('deploy/Dockerfile', () => {
  const dockerfile = read('deploy/Dockerfile');
  const args = new Set([...dockerfile.matchAll(/^ARG (VITE_[A-Z0-9_]+)/gm)].map((match) => match[1]));

  it('takes every VITE_* setting as a build arg', () => {
    const settings = new Set([
      ...settingNames(read('src/config/env.ts')),
      ...settingNames(read('deploy/headers.ts')),
      ...settingNames(read('.env.example')),
    ]);
    expect([...settings].filter((name) => !args.has(name))).toEqual([]);
  });

  it('renders the nginx config (checking the settings), builds, checks the bundle and ships no source maps', () => {
    expect(dockerfile).toMatch(/^FROM node:22|^ARG NODE_IMAGE=node:22/m);
    const steps = [
      'npm ci',
      'tsx deploy/render-nginx.ts',
      'npm run build',
      'npm run check:bundle',
      "find dist -name '*.map' -type f -delete",
    ];
    const positions = steps.map((step) => dockerfile.indexOf(step));
    expect(
      positions.every((position) => position >= 0),
      steps.join(', '),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/dist \/usr\/share\/nginx\/html$/m);
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/default\.conf \/etc\/nginx\/conf\.d\/default\.conf$/m);
  });
});
