import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { reachable } from '../../scripts/lib/reachable';

/** Each module (a repository path) and the modules of the repository it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

function resolved(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
    ?.split(path.sep)
    .join('/');
}

/** What a module imports: each specifier, and whether only types come through it (nothing loads then). */
function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The imports between the modules under `folder` and the rest of the repository: static, `import()` and
 * `export … from`. Tests are left out (a test may import what it sets up), and so is `import type`, as for
 * import-x/no-cycle: it vanishes at build, nothing of the module loads.
 */
export function importGraph(folder: string): ImportGraph {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name).split(path.sep).join('/'))
    .filter((file) => SOURCE.test(file) && !TEST.test(file));
  return new Map(
    files.map((file) => {
      const targets = importsOf(file)
        .filter((imported) => !imported.typeOnly)
        .map((imported) => resolved(file, imported.specifier));
      return [file, targets.filter((target): target is string => target !== undefined)];
    }),
  );
}

/** The part of `root` a module belongs to: its folder directly under `root`, or itself when it is a file there. */
function partOf(root: string, file: string): string | undefined {
  if (!file.startsWith(`${root}/`)) return undefined;
  const [first, ...rest] = file.slice(root.length + 1).split('/');
  return rest.length > 0 ? `${root}/${first}/` : file;
}

export interface PartCycle {
  /** The parts (folders, with a trailing slash, and files) that import one another. */
  parts: string[];
  /** The imports between them, `from -> to`: where to cut. */
  imports: string[];
}

/**
 * Cycles among the parts of `root` (each folder directly under it as one, each file directly in it as one):
 * two folders that import each other, directly or through other parts. import-x/no-cycle sees only cycles
 * of modules, not of folders: lib/auth and lib/session imported each other through different files.
 */
export function partCycles(graph: ImportGraph, root: string): PartCycle[] {
  const edges = new Map<string, Set<string>>();
  const crossing: [string, string, string, string][] = [];
  for (const [from, targets] of graph) {
    const fromPart = partOf(root, from);
    if (fromPart === undefined) continue;
    for (const to of targets) {
      const toPart = partOf(root, to);
      if (toPart === undefined || toPart === fromPart) continue;
      edges.set(fromPart, (edges.get(fromPart) ?? new Set()).add(toPart));
      crossing.push([fromPart, toPart, from, to]);
    }
  }

  // Tarjan's strongly connected components: a component of more than one part is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (part: string) => {
    index.set(part, index.size);
    low.set(part, index.get(part)!);
    stack.push(part);
    for (const next of edges.get(part) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(part, Math.min(low.get(part)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(part, Math.min(low.get(part)!, index.get(next)!));
      }
    }
    if (low.get(part) === index.get(part)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== part);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const part of edges.keys()) if (!index.has(part)) visit(part);

  return components.map((parts) => ({
    parts,
    imports: crossing
      .filter(([fromPart, toPart]) => parts.includes(fromPart) && parts.includes(toPart))
      .map(([, , from, to]) => `${from} -> ${to}`),
  }));
}

/** Every module `start` loads, directly or through others, `import()` included. */
export function reachableFrom(graph: ImportGraph, start: string): Set<string> {
  return reachable(start, (file) => graph.get(file) ?? []);
}
