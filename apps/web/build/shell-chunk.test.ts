import { describe, expect, it } from 'vitest';
import type { ModuleLinks } from './shell-chunk';
import { shellModules } from './shell-chunk';

const mod = (
  id: string,
  importedIds: string[] = [],
  dynamicallyImportedIds: string[] = [],
  isEntry = false,
) => ({
  id: `/app/src/${id}`,
  importedIds: importedIds.map((name) => `/app/src/${name}`),
  dynamicallyImportedIds: dynamicallyImportedIds.map((name) => `/app/src/${name}`),
  isEntry,
});

// main -> routes -(on demand)-> Shell, Context, Login; Shell -> menu -> text; Login -> text; Context -> menu, paths
const modules: ModuleLinks[] = [
  mod('main.tsx', ['routes.tsx'], [], true),
  mod('routes.tsx', ['paths.ts'], ['Shell.tsx', 'Context.tsx', 'Login.tsx']),
  mod('paths.ts'),
  mod('Shell.tsx', ['menu.tsx', 'paths.ts'], ['later.tsx']),
  mod('menu.tsx', ['text.tsx']),
  mod('text.tsx'),
  mod('Context.tsx', ['menu.tsx', 'context.ts']),
  mod('context.ts'),
  mod('Login.tsx', ['text.tsx']),
  mod('later.tsx'),
];
const screens = { router: 'routes.tsx', inside: ['Shell.tsx', 'Context.tsx'] };

describe('shellModules', () => {
  it("takes what the frame's screens bring, less the entry's, what a signed-out screen brings and the screens", () => {
    const names = [...shellModules(modules, screens)].map((id) => id.replace('/app/src/', '')).sort();
    expect(names).toEqual(['context.ts', 'menu.tsx']);
  });

  it('leaves out packages, whose index reaches far more than the build keeps', () => {
    const withPackage = [...modules, mod('../node_modules/lib/index.js')];
    withPackage[3] = mod('Shell.tsx', ['menu.tsx', '../node_modules/lib/index.js']);
    expect([...shellModules(withPackage, screens)].some((id) => id.includes('node_modules'))).toBe(false);
  });

  it('takes nothing when a screen it was told of is missing', () => {
    expect(shellModules(modules, { ...screens, inside: ['Missing.tsx'] }).size).toBe(0);
  });
});
