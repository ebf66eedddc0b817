import { build, type Rolldown } from 'vite';
import { reachable } from './reachable.ts';

/** Set in the analysis build, whose chunks are left as the bundler splits them. */
const ANALYSIS_PASS = 'PORTAL_CHUNK_ANALYSIS';

export const isAnalysisPass = () => process.env[ANALYSIS_PASS] === '1';

type Chunk = Rolldown.OutputChunk;

/** A file the build makes of what some modules need (docs/decisions/0050-planned-chunks.md). */
export interface PlannedChunk {
  name: string;
  /** Modules always loaded together: their chunks, and every chunk those import statically. */
  from: readonly string[];
}

export interface ChunkPlanOptions {
  configFile: string;
  mode: string;
  /** In order: a later file leaves out what an earlier one holds. */
  chunks: readonly PlannedChunk[];
  /** Modules loaded before or without them (the entry, the way to sign in): their chunks stay as they are. */
  loadedWithout: readonly string[];
}

/** A chunk's file and the files of every chunk it imports statically, in the analysis build. */
const staticClosure = (chunks: Map<string, Chunk>, from: Chunk) =>
  reachable(from.fileName, (file) => chunks.get(file)?.imports ?? []);

async function analysisChunks(options: ChunkPlanOptions): Promise<Map<string, Chunk>> {
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
  return new Map(
    bundle.output.filter((file): file is Chunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
}

/**
 * Which planned file each module goes to. Left to itself the bundler splits what always loads together (the
 * portal's first load; the shell's parts that come after the first paint) into about 20 files each, most of
 * them small parts shared with lazy pages: on a phone each costs a round trip (HTTP/1.1 opens six
 * connections per origin). Pages load after the portal, so those parts can live in its files.
 *
 * A module graph cannot tell which modules are used (a barrel such as `@chakra-ui/react` imports every
 * component), so an analysis build without writing (about two seconds) chunks the app as usual. A planned
 * file takes the modules of the chunks its modules' chunks import statically, less those of chunks the
 * entry, the way to sign in or an earlier file need. Each set is closed under static imports together with
 * those, so a planned file imports only the entry's, sign-in's and earlier files, never the reverse.
 */
export async function plannedChunkOf(options: ChunkPlanOptions): Promise<Map<string, string>> {
  const chunks = await analysisChunks(options);
  const chunkOf = (module: string) => {
    const found = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(module));
    if (!found) throw new Error(`No chunk holds ${module}`);
    return found;
  };
  const taken = new Set(options.loadedWithout.flatMap((module) => [...staticClosure(chunks, chunkOf(module))]));
  const planned = new Map<string, string>();
  for (const { name, from } of options.chunks) {
    const files = new Set(from.flatMap((module) => [...staticClosure(chunks, chunkOf(module))]));
    for (const file of files) {
      if (taken.has(file)) continue;
      taken.add(file);
      for (const module of chunks.get(file)?.moduleIds ?? []) planned.set(module, name);
    }
  }
  return planned;
}
