import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-world';

/** A built web app in miniature: hashed assets with their precompressed copies, the HTML and version file. */
const webDist = mkdtempSync(join(tmpdir(), 'freight-web-dist-'));
const script = `export const answer = ${JSON.stringify('forty-two '.repeat(300))};\n`;
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Freight</title><div id="root"></div>');
writeFileSync(join(webDist, 'version.json'), '{"version":"1.0.0","buildId":"b1"}');
writeFileSync(join(webDist, 'assets/index-Ab12Cd34.js'), script);
writeFileSync(join(webDist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
writeFileSync(join(webDist, 'assets/index-Ab12Cd34.js.gz'), gzipSync(script));

const t = useTestApp({ WEB_DIST: webDist }, { serveWeb: true });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const policies = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/legal/documents',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('JSON answers', () => {
  it('over 1 KB go brotli-compressed when the client accepts it, with the same content', async () => {
    const plain = await policies();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await policies('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('go gzip when brotli is not accepted, and as they are when nothing is', async () => {
    const gzipped = await policies('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual((await policies()).json());

    expect((await policies('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await policies('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('under 1 KB go uncompressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/platform/config',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('helpContact');
  });
});

describe('the web app', () => {
  it('sends a hashed asset precompressed and cached for a year as immutable', async () => {
    const asset = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/index-Ab12Cd34.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
    const br = await asset('gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script);

    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);

    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets index.html or version.json be cached without asking again', async () => {
    for (const url of ['/', '/site/12/consignments/track', '/index.html', '/version.json']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
