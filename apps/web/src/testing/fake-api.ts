import { CSRF_COOKIE } from '@freight/contracts';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type FakeAnswer = { status?: number; body?: unknown } | 'network-error';
export type FakeHandler = (request: FakeRequest) => FakeAnswer | undefined;

/** Replaces fetch with handlers keyed by "METHOD /path" (query string ignored); records every request. */
export function installFakeApi(handlers: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method,
      path: url.pathname,
      headers: new Headers(init?.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(request);
    const answer = handlers[`${method} ${url.pathname}`]?.(request) ?? {
      status: 404,
      body: { errors: [{ status: '404', code: 'notFound', title: 'Not found' }] },
    };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return new Response(status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The URLs fetched on a path, with their query, decoded to read. */
  const queriedUrls = (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => decodeURIComponent(String(input)))
      .filter((url) => url.startsWith(`${path}?`));
  return { requests, fetchMock, queriedUrls };
}

/** The CSRF token the app asks for before its first unsafe call when the browser holds none yet. */
export const csrfRoute: Record<string, FakeHandler> = {
  'GET /api/auth/csrf': () => ({ body: { csrfToken: 't' } }),
};

/**
 * The fake API as a signed-in browser meets it: the session has already set the readable CSRF cookie, so the app's
 * unsafe calls go straight out without asking for a token first.
 */
export function installSignedInApi(handlers: Record<string, FakeHandler>) {
  document.cookie = `${CSRF_COOKIE}=t; path=/`;
  return installFakeApi(handlers);
}

/** A list's first page, as the list endpoints answer it: the items, and the total counted (the items by default). */
export const pageAnswer = (items: readonly unknown[], total = items.length) => ({
  body: { data: items, meta: { totalItems: total, startIndex: 0, itemsPerPage: 30 } },
});

/** One 'invalid' error of a 422 answer, at the JSON pointer of what it is about. */
export const invalidAt = (pointer: string, detail: string) => ({
  status: '422',
  code: 'invalid',
  title: 'invalid',
  detail,
  source: { pointer },
});

export const apiErrorBody = (status: number, code: string, detail: string, pointer?: string) => ({
  errors: [
    { status: String(status), code, title: code, detail, ...(pointer ? { source: { pointer } } : {}) },
  ],
});
