import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes brotli and gzip copies of the text files over 1 KB, and of nothing else', () => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  const script = 'console.log("a line of the app");\n'.repeat(100);
  writeFileSync(join(dir, 'assets/index-Ab12.js'), script);
  writeFileSync(join(dir, 'assets/small-Cd34.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'assets/index-Ab12.js.map'), '{"mappings":"' + 'A'.repeat(5000) + '"}');
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(5000));

  const result = precompress(dir);

  expect(result.files).toBe(1);
  expect(brotliDecompressSync(readFileSync(join(dir, 'assets/index-Ab12.js.br'))).toString()).toBe(script);
  expect(gunzipSync(readFileSync(join(dir, 'assets/index-Ab12.js.gz'))).toString()).toBe(script);
  expect(result.brotliBytes).toBeLessThan(script.length / 10);
  for (const file of ['assets/small-Cd34.css', 'assets/index-Ab12.js.map', 'logo.png'])
    expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
});
