import { build } from 'esbuild';

/** The packaged agent: one file that plain Node (20.9 or later) runs, with nothing to install. */
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/freight-print-agent.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  banner: { js: '#!/usr/bin/env node' },
});
