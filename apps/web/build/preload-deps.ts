import type { Plugin } from 'vite';
import { staticClosure } from './static-closure.ts';

/** A chunk of the build as seen here: its name, the chunks it imports statically, whether it is the entry. */
export interface ChunkLinks {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
}

/** The chunks loaded with a chunk: itself and what it imports statically, all the way down. */
const loadedWith = (start: string, byName: ReadonlyMap<string, ChunkLinks>, into: Set<string>) =>
  staticClosure([start], (name) => byName.get(name)?.imports, into);

/**
 * A dynamic import's preload list without the scripts already loaded when it runs: those of the entry (always
 * loaded first) and those its own chunk imports statically. The browser holds those modules already, so listing
 * them only lengthens the list written into the importing chunk.
 */
export function trimPreloads(chunks: readonly ChunkLinks[]) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const fromEntry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) loadedWith(chunk.fileName, byName, fromEntry);
  const loaded = new Map<string, Set<string>>();
  return (hostId: string, deps: readonly string[]): string[] => {
    let present = loaded.get(hostId);
    if (!present) {
      present = loadedWith(hostId, byName, new Set(fromEntry));
      loaded.set(hostId, present);
    }
    const known = present;
    return deps.filter((dep) => !known.has(dep));
  };
}

/**
 * Keeps the links between chunks as generated, for `build.modulePreload.resolveDependencies` to drop the scripts
 * already loaded: the plugin's generateBundle runs before Vite writes the preload lists.
 */
export function preloadDepsPlugin() {
  let trim: ((hostId: string, deps: readonly string[]) => string[]) | undefined;
  const plugin: Plugin = {
    name: 'freight-preload-deps',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        trim = trimPreloads(
          Object.values(bundle).flatMap((item) =>
            item.type === 'chunk'
              ? [{ fileName: item.fileName, imports: item.imports, isEntry: item.isEntry }]
              : [],
          ),
        );
      },
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    context: { hostId: string; hostType: string },
  ) => (trim && context.hostType === 'js' ? trim(context.hostId, deps) : deps);
  return { plugin, resolveDependencies };
}
