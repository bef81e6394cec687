/**
 * Builds the server once into plain JavaScript (dist/server.js, dist/worker.js), so production runs on node with
 * no TypeScript compiler at run time. The workspace packages (contracts, rules) are bundled in, being TypeScript
 * source; every package from the registry stays an import of node_modules.
 * Each module keeps its source location as import.meta.url, so files it reads beside itself (migrations, policy
 * texts) and the paths it derives (data folder, built web app) are found as when run from source.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// `--outdir <dir>` builds elsewhere (the tests build their own copy, so a running server's is left alone)
const outdirArg = process.argv.indexOf('--outdir');
const outdir = resolve(outdirArg > 0 ? (process.argv[outdirArg + 1] ?? 'dist') : join(serverDir, 'dist'));

const nodeModules = [join(serverDir, 'node_modules'), join(serverDir, '../../node_modules')];

/** A package without an exports map (dayjs) is imported by file, which node wants with its extension. */
function withExtensionIfByFile(specifier: string): string {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  const subpath = specifier.slice(name.length + 1);
  if (!subpath || extname(subpath)) return specifier;
  const dir = nodeModules.map((root) => join(root, name)).find((candidate) => existsSync(candidate));
  if (!dir) return specifier;
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: unknown };
  return !manifest.exports && existsSync(join(dir, `${subpath}.js`)) ? `${specifier}.js` : specifier;
}

const registryPackagesExternal: Plugin = {
  name: 'registry-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@freight/') || args.path.startsWith('node:')) return undefined;
      return { path: withExtensionIfByFile(args.path), external: true };
    });
  },
};

const sourceLocationKept: Plugin = {
  name: 'source-location-kept',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return { contents, loader: 'ts' };
      const fromBundle = relative(outdir, args.path).split('\\').join('/');
      return {
        contents: contents.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
};

const started = performance.now();
// a chunk of an earlier build must not linger beside the new one
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: join(serverDir, 'src/server.ts'), worker: join(serverDir, 'src/worker.ts') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [registryPackagesExternal, sourceLocationKept],
});
console.log(
  `server built into ${relative(process.cwd(), outdir) || '.'} in ${Math.round(performance.now() - started)} ms`,
);
