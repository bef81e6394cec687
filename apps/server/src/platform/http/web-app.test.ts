import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../errors/error-handler';
import { registerWebApp } from './web-app';

let app: FastifyInstance;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'freight-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = Fastify();
  registerErrorHandler(app);
  await registerWebApp(app, webDist);
  await app.ready();
});
afterAll(() => app.close());

describe('the web app', () => {
  it('serves its hashed assets to cache for good', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the HTML of the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-gone999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('answers the routes of the app with its HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/site/12/consignment/99' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
