import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** A built file as the budget sees it: its bytes, and for a script the files it needs before it runs. */
export interface BuiltFile {
  fileName: string;
  source: string | Uint8Array;
  /** Scripts imported statically (loaded with it). */
  imports?: readonly string[];
  /** Stylesheets loaded with it. */
  css?: readonly string[];
  /** The module a chunk was made for (a route's screen, or the app's entry). */
  facadeModuleId?: string | null;
  /** The modules bundled into a chunk (a screen may share a chunk with others). */
  moduleIds?: readonly string[];
  isEntry?: boolean;
}

/** A first load: the app's entry plus the screens a page shows, by the end of their module path. */
export interface FirstLoad {
  name: string;
  screens: readonly string[];
  /** KiB, gzipped. */
  maxJs: number;
  maxCss: number;
}

export interface LoadReport {
  name: string;
  js: number;
  css: number;
  maxJs: number;
  maxCss: number;
  files: number;
}

/**
 * The first loads held to a budget (KiB gzipped), measured on the chunks as written (with the preload lists Vite
 * adds after generateBundle): at most 200 KiB of JavaScript and 20 KiB of CSS for each.
 */
export const FIRST_LOADS: readonly FirstLoad[] = [
  { name: 'sign-in', screens: ['features/auth/pages/LoginPage.tsx'], maxJs: 200, maxCss: 20 },
  {
    name: 'landing (Ready to manifest)',
    screens: [
      'app/shell/AppShellLayout.tsx',
      'app/router/ContextScreen.tsx',
      'features/consignments/pages/ReadyToManifestPage.tsx',
    ],
    // 325 until the consignment lists moved onto the shared list kit (table, filters, paging footer with results
    // per screen), which the first load now carries: about 1.8 KiB more than their own table did
    // 316.1 once the toast store loads on first use (with the toasts' container) rather than with the page
    // 308.8 once the list filters' and paging footer's selects load on first use, shown as look-alikes till then
    // 304.8 once the site chooser shown by a site-only page in org context loads only when it is shown
    // 300.3 once the header search loads after the first paint, the header showing a stand-in box till then
    // 278.1 once the header's menus, dropdowns and tooltips load after the first paint (their buttons stand in)
    // 256.7 once the lists' table is drawn on plain table elements, without Mantine's scroll container (and floating-ui)
    // 246.8 once the frame is a fixed header and a main of its own rather than Mantine's app shell (its navbar,
    // aside, resizing and the scroll lock's code it brings)
    // 203.6 once answers are validated with schemas loaded beside the first requests: the first load carries the
    // endpoints' routes and zod-free constants, not zod (25.5) nor the contracts' schemas
    // 201.4 once the print agent's button loads when the agent is found running, and the issue count's query
    // stands apart from the issue mutations (the first load then carries no mutation code)
    // 199.7 once the overdue filter's switch is given by Track consignments, the one list that has it
    // 211.4 counted as written: the preload lists Vite writes into the chunks after generateBundle had been missed
    // 206.0 once chunks are named by their hash alone, shortening those lists (source maps keep module names)
    // 203.5 once the preload lists leave out the scripts already loaded (the entry's and the importing chunk's)
    // 202.5 once the signed-in frame's own modules (shell, context screen, their app code) travel as one chunk;
    // the frame's screens themselves keep chunks of their own (their on-demand imports need them), about 1 KiB back
    // 201.8 once chunk names are 7 characters of hash, the fewest rolldown allows for this many chunks
    // 201.3 once the user menu's items load after the first paint, its button standing in (as the other menus do)
    // 201.9 with that, the user menu's items and the Company and Site dropdowns' lists loading after the first paint
    // (a build's id, its time included, changes the chunks' hashes and so their names: the same code measures
    // 0.1 either way from one build to the next)
    // 198.7 once React Router's production build is bundled (not its development one), the flags' registry loads
    // with their drawer, the change-site dialog when asked, the user's initials are drawn without Mantine's avatar,
    // and Chrome's own module preloading serves without Vite's polyfill: the goal of 200 is now the budget
    // 197.9 once the loading bar is drawn with a style of its own rather than Mantine's Progress, and the notices'
    // content (pop-ups blocked, browser not supported) loads when one is shown
    // 200.0 with a phone list's box measured against what follows it (in the observer the box already had)
    // 196.3 once the tables' selection boxes are native checkboxes drawn as Mantine's, without its Checkbox
    maxJs: 200,
    maxCss: 20,
  },
];

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** What each first load downloads, gzipped, following static imports from the entry and the screens. */
export function measureFirstLoads(files: readonly BuiltFile[], loads: readonly FirstLoad[] = FIRST_LOADS) {
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const gzipped = new Map<string, number>();
  const size = (fileName: string) => {
    let bytes = gzipped.get(fileName);
    if (bytes === undefined) {
      const file = byName.get(fileName);
      bytes = file ? gzipSync(file.source).length : 0;
      gzipped.set(fileName, bytes);
    }
    return bytes;
  };
  const entry = files.find((file) => file.isEntry);
  return loads.map((load): LoadReport => {
    const roots = [
      ...(entry ? [entry] : []),
      ...load.screens.map((screen) => {
        const chunk =
          files.find((file) => file.facadeModuleId?.endsWith(screen)) ??
          files.find((file) => file.moduleIds?.some((id) => id.endsWith(screen)));
        if (!chunk) throw new Error(`No chunk of ${screen} in the build`);
        return chunk;
      }),
    ];
    const scripts = new Set<string>();
    const sheets = new Set<string>();
    const visit = (file: BuiltFile) => {
      if (scripts.has(file.fileName)) return;
      scripts.add(file.fileName);
      for (const sheet of file.css ?? []) sheets.add(sheet);
      for (const name of file.imports ?? []) {
        const imported = byName.get(name);
        if (imported) visit(imported);
      }
    };
    roots.forEach(visit);
    const sum = (names: Set<string>) => [...names].reduce((total, name) => total + size(name), 0);
    return {
      name: load.name,
      js: kib(sum(scripts)),
      css: kib(sum(sheets)),
      maxJs: load.maxJs,
      maxCss: load.maxCss,
      files: scripts.size + sheets.size,
    };
  });
}

/** The lines that say which budget a build broke; empty when it holds. */
export function overBudget(reports: readonly LoadReport[]): string[] {
  return reports.flatMap((report) => [
    ...(report.js > report.maxJs
      ? [`${report.name}: ${report.js} KiB of JavaScript, over its budget of ${report.maxJs} KiB`]
      : []),
    ...(report.css > report.maxCss
      ? [`${report.name}: ${report.css} KiB of CSS, over its budget of ${report.maxCss} KiB`]
      : []),
  ]);
}

/** Fails the build when a first load outgrows its budget, and prints what each first load weighs. */
export function bundleBudgetPlugin(): Plugin {
  return {
    name: 'freight-bundle-budget',
    apply: 'build',
    // after writing: the preload lists Vite writes into the chunks after every generateBundle are counted too
    writeBundle(_options, bundle) {
      const files: BuiltFile[] = Object.values(bundle).map((item) =>
        item.type === 'chunk'
          ? {
              fileName: item.fileName,
              source: item.code,
              imports: item.imports,
              css: [...(item.viteMetadata?.importedCss ?? [])],
              facadeModuleId: item.facadeModuleId,
              moduleIds: item.moduleIds,
              isEntry: item.isEntry,
            }
          : { fileName: item.fileName, source: item.source },
      );
      const reports = measureFirstLoads(files);
      this.info(`first loads (KiB gzipped): ${JSON.stringify(reports)}`);
      const over = overBudget(reports);
      if (over.length > 0) this.error(`Bundle budget exceeded:\n${over.join('\n')}`);
    },
  };
}
