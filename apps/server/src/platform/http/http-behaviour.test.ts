import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/http-client';
import { createTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/test-world';

const t = useTestApp();

async function csrfPair() {
  const client = new TestClient(t.app);
  await client.get('/api/auth/csrf');
  const token = client.cookies.get('csrf_token') ?? '';
  return { cookie: `csrf_token=${token}`, 'x-csrf-token': token };
}

/** A sign-in POST past the CSRF check, so the body parsers and validation answer it. */
async function postSignIn(payload: InjectOptions['payload'], contentType?: string) {
  const csrf = await csrfPair();
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: contentType === undefined ? csrf : { ...csrf, 'content-type': contentType },
    payload,
  });
}

describe('client mistakes get 4xx with the error document, never 500', () => {
  it('malformed JSON is 400', async () => {
    const res = await postSignIn('{"username": "a", ', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      status: '400',
      detail: 'The request body is not valid JSON.',
    });
  });

  it('a JSON request with an empty body is taken as one without a body, not refused as malformed', async () => {
    const empty = await postSignIn('', 'application/json');
    expect(empty.statusCode).toBe(422);
    const bodyless = await t.app.inject({
      method: 'DELETE',
      url: '/api/org/shipping-item-presets/999999',
      headers: { ...(await csrfPair()), 'content-type': 'application/json' },
    });
    // past the body, to the route's own answer: no session
    expect(bodyless.statusCode).toBe(401);
  });

  it('an unsupported content type is 415', async () => {
    const res = await postSignIn('<username>a</username>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].detail).toBe('The request content type is not supported.');
  });

  it('a body over 1 MiB is 413', async () => {
    const res = await postSignIn(
      JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) }),
      'application/json',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0]).toMatchObject({
      status: '413',
      title: 'Payload too large',
      detail: 'The request body is too large.',
    });
  });

  it('wrong types and missing fields are 422 with a pointer per field', async () => {
    const res = await postSignIn({ username: 42 });
    expect(res.statusCode).toBe(422);
    const pointers = res.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/username', '/password']));
  });

  it('an array where an object belongs is 422, not 500', async () => {
    const res = await postSignIn([1, 2]);
    expect(res.statusCode).toBe(422);
  });

  it('an unknown API route is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('notFound');
  });

  it("the router's own refusals are in the error document, and do not echo the path", async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const long = await t.app.inject({ method, url: `/api/org/shipping-item-presets/${'x'.repeat(101)}` });
      expect(long.statusCode, method).toBe(404);
      expect(long.json().errors[0].code, method).toBe('notFound');
      const malformed = await t.app.inject({ method, url: '/api/sender/v0/consignments/%E0%A4%A' });
      expect(malformed.statusCode, method).toBe(400);
      expect(malformed.json().errors[0]).toMatchObject({
        status: '400',
        detail: 'The request URL is not valid.',
      });
      expect(malformed.body, method).not.toContain('%E0');
    }
  });

  it('a state-changing call without the CSRF header is 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { username: 'a' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('csrfTokenInvalid');
  });

  it('a state-changing call spelt with percent-encoding is routed as the API, and so needs the CSRF header too', async () => {
    for (const url of [
      '/%61pi/auth/forgot-password',
      '/api/%61uth/forgot-password',
      '/%2561pi/auth/forgot-password',
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: { username: 'a' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode !== 404) expect(res.json().errors[0].code, url).toBe('csrfTokenInvalid');
    }
    const routed = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/forgot-password',
      payload: { username: 'a' },
    });
    expect(routed.statusCode).toBe(403);
  });
});

describe('headers', () => {
  it('sends security headers, a request id and no-store on the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/platform/config' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    // the router reads `/%61pi/` as `/api/`: so does the cache rule
    const encoded = await t.app.inject({ method: 'GET', url: '/%61pi/platform/config' });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['cache-control']).toBe('no-store');
  });

  it('sends no Strict-Transport-Security unless the public URL is https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/platform/config' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('tells browsers to insist on https for a year when the public URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://ship.example.com' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/platform/config' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('echoes a well-formed incoming request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/platform/config',
      headers: { 'x-request-id': 'abc12345-trace' },
    });
    expect(res.headers['x-request-id']).toBe('abc12345-trace');
  });
});

describe('public endpoints', () => {
  it('serves the platform configuration without signing in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/platform/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      helpContact: { phone: expect.any(String) },
      sessionCheckSeconds: 60,
      feedbackUrl: null,
    });
  });

  it('serves the current version of each policy family', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal/documents' });
    expect(res.statusCode).toBe(200);
    const documents = res.json().documents as { family: string; effectiveDate: string; markdown: string }[];
    expect(documents.map((d) => [d.family, d.effectiveDate])).toEqual([
      ['creditReporting', '2021-03-31'],
      ['privacy', '2021-05-28'],
      ['termsOfUse', '2021-03-31'],
    ]);
    expect(documents.every((d) => d.markdown.length > 1000)).toBe(true);
  });
});
