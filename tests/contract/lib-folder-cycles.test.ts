import { describe, expect, it } from 'vitest';
import { importGraph, partCycles, reachableFrom, type ImportGraph } from '@tests/support/import-graph';

const LIB = 'src/lib';
const graph = importGraph('src');

/** The portal's graph with one more import. */
const plus = (from: string, to: string): ImportGraph => new Map([...graph, [from, [...(graph.get(from) ?? []), to]]]);

describe("src/lib's folders import one another one way (docs/architecture.md)", () => {
  it('finds no cycle between the folders (and files) of src/lib', () => {
    expect(partCycles(graph, LIB)).toEqual([]);
  });

  it('finds the cycle of issue 38: lib/auth importing lib/session, which imports lib/auth', () => {
    const cycles = partCycles(plus('src/lib/auth/user-manager.ts', 'src/lib/session/session-user.ts'), LIB);
    expect(cycles).toEqual([
      {
        parts: ['src/lib/auth/', 'src/lib/session/'],
        imports: expect.arrayContaining([
          'src/lib/auth/user-manager.ts -> src/lib/session/session-user.ts',
          'src/lib/session/session-provider.tsx -> src/lib/auth/user-manager.ts',
        ]) as string[],
      },
    ]);
  });

  it('finds a cycle that goes through a file of lib, and one between two other folders', () => {
    const throughFile = new Map([
      ['src/lib/a/one.ts', ['src/lib/shared.ts']],
      ['src/lib/shared.ts', ['src/lib/b/two.ts']],
      ['src/lib/b/two.ts', ['src/lib/a/three.ts']],
      ['src/lib/a/three.ts', []],
    ]);
    expect(partCycles(throughFile, LIB).map((cycle) => cycle.parts)).toEqual([
      ['src/lib/a/', 'src/lib/b/', 'src/lib/shared.ts'],
    ]);
    // Within one folder, and from outside lib, nothing is a cycle of lib's parts.
    const oneWay = new Map([
      ['src/lib/a/one.ts', ['src/lib/a/three.ts', 'src/lib/b/two.ts']],
      ['src/lib/a/three.ts', ['src/lib/a/one.ts']],
      ['src/app/x.ts', ['src/lib/a/one.ts']],
      ['src/lib/b/two.ts', ['src/config/env.ts']],
    ]);
    expect(partCycles(oneWay, LIB)).toEqual([]);
  });

  it('keeps the API client and the session provider out of the way to sign in (the user manager)', () => {
    const signIn = (modules: ImportGraph) => reachableFrom(modules, 'src/lib/auth/user-manager.ts');
    const portalOnly = (file: string) => file === 'src/lib/api-client.ts' || file.startsWith('src/lib/session/');
    expect(signIn(graph)).toContain('src/lib/browser-state/form-drafts.ts');
    expect([...signIn(graph)].filter(portalOnly)).toEqual([]);
    // One import of the session provider would bring both.
    const grown = new Map([...graph, ['src/lib/auth/user-manager.ts', ['src/lib/session/session-provider.tsx']]]);
    expect(signIn(grown)).toContain('src/lib/api-client.ts');
  });
});
