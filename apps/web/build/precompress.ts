import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes a `.br` and a `.gz` beside each text file of the build, once, at the highest levels. */
export function precompress(outDir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    files += 1;
    bytes += source.length;
    brotliBytes += brotli.length;
  }
  return { files, bytes, brotliBytes };
}

/**
 * Precompresses the build (brotli and gzip) after it is written, so the server sends each asset compressed
 * without compressing it per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'freight-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const { files, bytes, brotliBytes } = precompress(outDir);
      this.info?.(`precompressed ${files} files: ${bytes} bytes to ${brotliBytes} with brotli`);
    },
  };
}
