import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@freight/contracts';
import { TEST_PASSWORD } from './fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** A browser-like client for `app.inject`: keeps cookies and sends the CSRF header, as the web app does. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    if (!this.cookies.has(CSRF_COOKIE) && method !== 'GET' && method !== 'HEAD')
      await this.request('GET', '/api/auth/csrf');
    const headers: Record<string, string> = { ...options.headers };
    if (options.csrf !== false && this.cookies.has(CSRF_COOKIE))
      headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    for (const c of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, { headers });
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, { body: body ?? {}, headers });
  }

  graphql(operationName: string, query: string, headers?: Record<string, string>) {
    return this.post('/api/org/graphql', { operationName, query }, headers);
  }
}

/** A client signed in as a test user (by default with the test password); throws when the sign-in is not a plain success. */
export async function signedInClient(app: FastifyInstance, username: string, password = TEST_PASSWORD) {
  const client = new TestClient(app);
  const res = await client.post('/api/auth/sign-in', { username, password });
  if (res.json<{ result: string }>().result !== 'signedIn') throw new Error(`${username} did not sign in`);
  return client;
}
