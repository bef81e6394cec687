import type { Plugin } from 'vite';
import { staticClosure } from './static-closure.ts';

/** A module of the build as seen here: what it imports statically and what it imports on demand. */
export interface ModuleLinks {
  id: string;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  isEntry: boolean;
}

/** The modules a module brings with it: itself and its static imports, all the way down. */
const closureOf = (starts: readonly string[], byId: ReadonlyMap<string, ModuleLinks>) =>
  staticClosure(starts, (id) => byId.get(id)?.importedIds);

export interface ShellScreens {
  /** The module that loads every screen (the router): its on-demand imports are the screens. */
  router: string;
  /** Screens that only ever show inside the signed-in frame (the frame itself first). */
  inside: readonly string[];
}

/**
 * The modules that only the signed-in frame's screens load: those the inside screens bring, less those the app's
 * entry brings (already loaded) and those any other screen the router loads brings (a signed-out page must not
 * download the frame). Every signed-in page loads them all, so they can travel as one chunk.
 */
export function shellModules(modules: readonly ModuleLinks[], screens: ShellScreens): Set<string> {
  const byId = new Map(modules.map((module) => [module.id, module]));
  const find = (end: string) => modules.find((module) => module.id.endsWith(end))?.id;
  const router = find(screens.router);
  const inside = screens.inside.map(find).filter((id): id is string => id !== undefined);
  if (!router || inside.length !== screens.inside.length) return new Set();
  const outside = (byId.get(router)?.dynamicallyImportedIds ?? []).filter((id) => !inside.includes(id));
  const excluded = closureOf(
    [...modules.filter((module) => module.isEntry).map((m) => m.id), ...outside],
    byId,
  );
  // a module imported on demand keeps a chunk of its own: rolldown leaves out the namespace object such an import
  // resolves to when the module sits in a group's chunk
  const onDemand = new Set(modules.flatMap((module) => module.dynamicallyImportedIds));
  // a package's index re-exports all of it, so a closure through it claims far more than the build keeps
  return new Set(
    [...closureOf(inside, byId)].filter(
      (id) => !excluded.has(id) && !onDemand.has(id) && !id.includes('/node_modules/'),
    ),
  );
}

/**
 * Puts the modules only the signed-in frame's screens load into one chunk: dozens of small shared chunks cost a
 * request, an import list and a fresh compression window each.
 */
export function shellChunkPlugin(screens: ShellScreens) {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'freight-shell-chunk',
    apply: 'build',
    buildEnd() {
      members = shellModules(
        [...this.getModuleIds()].flatMap((id) => {
          const info = this.getModuleInfo(id);
          return info
            ? [
                {
                  id,
                  importedIds: info.importedIds,
                  dynamicallyImportedIds: info.dynamicallyImportedIds,
                  isEntry: info.isEntry,
                },
              ]
            : [];
        }),
        screens,
      );
    },
  };
  return { plugin, test: (id: string) => members.has(id) };
}
