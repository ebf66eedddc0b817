import { build, type Rolldown } from 'vite';

/** The chunk the portal's first load is built into (docs/decisions.md, "The portal's first load in one file"). */
export const FIRST_LOAD_CHUNK = 'first-load';

/** Set in the analysis build, whose chunks are left as the bundler splits them. */
const ANALYSIS_PASS = 'PORTAL_FIRST_LOAD_ANALYSIS';

export const isAnalysisPass = () => process.env[ANALYSIS_PASS] === '1';

type Chunk = Rolldown.OutputChunk;

function staticClosure(chunks: Map<string, Chunk>, from: Chunk | undefined): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  visit(from);
  return seen;
}

export interface FirstLoadOptions {
  configFile: string;
  mode: string;
  /**
   * The modules a visit with a session loads first: the portal's start, and the page most visits show
   * first. Their chunks and every chunk those import statically.
   */
  start: readonly string[];
  /** Modules loaded before or without it (the entry, the way to sign in): their chunks stay as they are. */
  loadedWithout: readonly string[];
}

/**
 * The modules of the portal's first load. Left to itself the bundler splits them into about 20 files, most
 * of them small parts shared with lazy pages: on a phone each costs a round trip (HTTP/1.1 opens six
 * connections per origin). Every page loads after the portal, so its first load can be one file.
 *
 * A module graph cannot tell which of them are used (a barrel such as `@chakra-ui/react` imports every
 * component), so an analysis build without writing (about two seconds) chunks the app as usual. The answer
 * is the modules of the chunks the start module's chunk imports statically, less those of chunks the
 * entry or the way to sign in also need. The set is closed under static imports, so the chunk it becomes
 * imports only the entry's and the sign-in path's chunks, never the reverse.
 */
export async function firstLoadModules(options: FirstLoadOptions): Promise<Set<string>> {
  process.env[ANALYSIS_PASS] = '1';
  let output: Awaited<ReturnType<typeof build>>;
  try {
    output = await build({
      configFile: options.configFile,
      mode: options.mode,
      logLevel: 'silent',
      build: { write: false, sourcemap: false, minify: false, reportCompressedSize: false },
    });
  } finally {
    delete process.env[ANALYSIS_PASS];
  }
  const bundle = (Array.isArray(output) ? output : [output])[0];
  if (!bundle || !('output' in bundle)) throw new Error('The analysis build returned no chunks');
  const chunks = new Map(
    bundle.output.filter((file): file is Chunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const chunkOf = (module: string) => {
    const found = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(module));
    if (!found) throw new Error(`No chunk holds ${module}`);
    return found;
  };
  const firstLoad = new Set(options.start.flatMap((module) => [...staticClosure(chunks, chunkOf(module))]));
  for (const other of options.loadedWithout) {
    for (const file of staticClosure(chunks, chunkOf(other))) firstLoad.delete(file);
  }
  return new Set([...firstLoad].flatMap((file) => chunks.get(file)?.moduleIds ?? []));
}
