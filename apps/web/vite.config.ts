import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudgetPlugin } from './build/bundle-budget.ts';
import { preloadDepsPlugin } from './build/preload-deps.ts';
import { precompressPlugin } from './build/precompress.ts';
import { shellChunkPlugin } from './build/shell-chunk.ts';
import { createVersionManifest, versionManifestPlugin, VERSION_FILE } from './build/version-manifest.ts';

const packageJson: { version: string } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
);
const manifest = createVersionManifest(packageJson.version);
const preloadDeps = preloadDepsPlugin();
/** The frame of every signed-in page: its own modules travel as one chunk. */
const shellChunk = shellChunkPlugin({
  router: 'src/app/router/routes.tsx',
  inside: ['src/app/shell/AppShellLayout.tsx', 'src/app/router/ContextScreen.tsx'],
});
/**
 * React Router's package exports name only its development build (remix-run/react-router#14102), whose dev-only
 * warnings and error screens a production build would then carry; its production build is the same code with them
 * switched off, so the build (not the dev server) takes it.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
/** The API server the dev server forwards `/api` to (`npm run dev` starts it on port 3000). */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    versionManifestPlugin(manifest),
    shellChunk.plugin,
    preloadDeps.plugin,
    bundleBudgetPlugin(),
    precompressPlugin(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(manifest.version),
    __APP_BUILD_ID__: JSON.stringify(manifest.buildId),
    __VERSION_FILE__: JSON.stringify(VERSION_FILE),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // preload lists leave out the scripts already loaded (the entry's, the importing chunk's)
    // no polyfill: the product's browser is Chrome (spec E13, E14), which has preloaded modules since version 66
    modulePreload: { polyfill: false, resolveDependencies: preloadDeps.resolveDependencies },
    rolldownOptions: {
      output: {
        // chunks named by their hash alone, at the shortest length rolldown allows: the preload lists and imports
        // name chunks over and over (source maps keep module names)
        chunkFileNames: 'assets/[hash:7].js',
        // the signed-in frame's own modules in one chunk (build/shell-chunk.ts); its dependencies stay where
        // they are, shared with the screens that use them
        codeSplitting: {
          groups: [{ name: 'shell', test: shellChunk.test, includeDependenciesRecursively: false }],
        },
      },
    },
  },
}));
