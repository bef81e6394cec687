import { errorCodes } from '@freight/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiErrorBody, installFakeApi } from '../../testing/fake-api';
import { apiRequest, apiSend } from './api-client';
import { ApiRequestError, GraphQLOperationError } from './api-error';
import { graphqlRequest } from './graphql';

const ok = z.object({ ok: z.boolean() });

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clearCookies();
});

async function failureOf(call: Promise<unknown>): Promise<ApiRequestError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiRequestError))
    throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

describe('API client', () => {
  it('asks for JSON unless a call asks for HTML (spec 7.1)', async () => {
    const { requests } = installFakeApi({ 'GET /api/x': () => ({ body: { ok: true } }) });
    await apiRequest('/api/x', ok);
    await apiRequest('/api/x', ok, { accept: 'html' });
    expect(requests.map((r) => r.headers.get('accept'))).toEqual(['application/json', 'text/html']);
  });

  it('sends the CSRF cookie value as the header on unsafe methods, and not on GET', async () => {
    document.cookie = 'csrf_token=abc123; path=/';
    const { requests } = installFakeApi({
      'POST /api/thing': () => ({ body: { ok: true } }),
      'GET /api/thing': () => ({ body: { ok: true } }),
    });
    await apiRequest('/api/thing', ok, { method: 'POST', body: { a: 1 } });
    await apiRequest('/api/thing', ok);
    expect(requests[0]?.headers.get('x-csrf-token')).toBe('abc123');
    expect(requests[0]?.body).toEqual({ a: 1 });
    expect(requests[1]?.headers.get('x-csrf-token')).toBeNull();
  });

  it('fetches a CSRF token first when there is no cookie', async () => {
    const { requests } = installFakeApi({
      'GET /api/auth/csrf': () => ({ body: { csrfToken: 'fresh' } }),
      'POST /api/auth/sign-out': () => ({ status: 204 }),
    });
    await apiSend('/api/auth/sign-out', { method: 'POST' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/auth/csrf',
      'POST /api/auth/sign-out',
    ]);
    expect(requests[1]?.headers.get('x-csrf-token')).toBe('fresh');
  });

  it.each([
    [401, 'unauthenticated'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [409, 'conflict'],
    [412, 'preconditionFailed'],
    [418, 'generic'],
    [500, 'generic'],
  ] as const)('maps %i to %s', async (status, kind) => {
    installFakeApi({ 'GET /api/thing': () => ({ status, body: apiErrorBody(status, 'x', 'detail') }) });
    const error = await failureOf(apiRequest('/api/thing', ok));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
  });

  it('maps 422 with an errors list to a validation error with its pointers, else to generic', async () => {
    installFakeApi({
      'POST /api/a': () => ({
        status: 422,
        body: apiErrorBody(422, errorCodes.validation, 'cannot be blank', '/name'),
      }),
      'POST /api/b': () => ({ status: 422, body: { message: 'nope' } }),
    });
    document.cookie = 'csrf_token=t; path=/';
    const validation = await failureOf(apiRequest('/api/a', ok, { method: 'POST', body: {} }));
    expect(validation.kind).toBe('validation');
    expect(validation.errors[0]?.source?.pointer).toBe('/name');
    expect((await failureOf(apiRequest('/api/b', ok, { method: 'POST', body: {} }))).kind).toBe('generic');
  });

  it('maps a failed request (no response) to a network failure', async () => {
    installFakeApi({ 'GET /api/thing': () => 'network-error' });
    expect((await failureOf(apiRequest('/api/thing', ok))).kind).toBe('network');
  });

  it('maps a gateway timeout, and a call given up after the timeout, to a slow task', async () => {
    installFakeApi({ 'GET /api/slow': () => ({ status: 504 }) });
    expect((await failureOf(apiRequest('/api/slow', ok))).kind).toBe('timeout');

    // the client gives up with the platform's TimeoutError, as AbortSignal.timeout raises it
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))),
    );
    expect((await failureOf(apiRequest('/api/never', ok))).kind).toBe('timeout');
  });

  it('recognises identity errors by code or name', async () => {
    installFakeApi({
      'GET /api/thing': () => ({
        status: 400,
        body: apiErrorBody(400, errorCodes.codeMismatch, 'The code is invalid'),
      }),
    });
    const error = await failureOf(apiRequest('/api/thing', ok));
    expect(error.hasCode(errorCodes.codeMismatch)).toBe(true);
    expect(error.detail).toBe('The code is invalid');
  });

  it('rejects an answer that does not match the contract', async () => {
    installFakeApi({ 'GET /api/thing': () => ({ body: { ok: 'yes' } }) });
    expect((await failureOf(apiRequest('/api/thing', ok))).kind).toBe('generic');
  });

  it('validates with a schema it loads while the call is under way', async () => {
    installFakeApi({
      'GET /api/thing': () => ({ body: { ok: true } }),
      'GET /api/other': () => ({ body: { ok: 'yes' } }),
    });
    await expect(apiRequest('/api/thing', () => Promise.resolve(ok))).resolves.toEqual({ ok: true });
    expect((await failureOf(apiRequest('/api/other', () => Promise.resolve(ok)))).kind).toBe('generic');
  });
});

describe('GraphQL (spec 7.1)', () => {
  const request = (tenant?: string) =>
    graphqlRequest({
      operationName: 'getUser',
      query: 'query getUser { x }',
      schema: z.object({ x: z.number() }),
      tenant,
    });

  it('sends the operation with the tenant header and returns its data', async () => {
    document.cookie = 'csrf_token=t; path=/';
    const { requests } = installFakeApi({ 'POST /api/org/graphql': () => ({ body: { data: { x: 1 } } }) });
    await expect(request('site-12')).resolves.toEqual({ x: 1 });
    expect(requests[0]?.headers.get('x-tenant-id')).toBe('site-12');
    expect(requests[0]?.body).toMatchObject({ operationName: 'getUser', query: 'query getUser { x }' });
  });

  it('raises a failure named after the operation when the answer has errors', async () => {
    document.cookie = 'csrf_token=t; path=/';
    installFakeApi({
      'POST /api/org/graphql': () => ({
        body: {
          data: null,
          errors: [
            { message: 'Cannot access selected site', extensions: { code: 'forbidden', status: 403 } },
          ],
        },
      }),
    });
    const error = await failureOf(request('site-99'));
    expect(error).toBeInstanceOf(GraphQLOperationError);
    expect(error.name).toBe('getUser');
    expect(error.kind).toBe('forbidden');
    expect(error.detail).toBe('Cannot access selected site');
  });

  it("keeps the API's own error shape when the request never reached GraphQL", async () => {
    document.cookie = 'csrf_token=t; path=/';
    installFakeApi({
      'POST /api/org/graphql': () => ({
        status: 401,
        body: apiErrorBody(401, errorCodes.unauthenticated, 'Sign in'),
      }),
    });
    const error = await failureOf(request());
    expect(error.name).toBe('getUser');
    expect(error.kind).toBe('unauthenticated');
  });
});
