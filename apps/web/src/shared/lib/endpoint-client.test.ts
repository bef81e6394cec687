import { defineEndpoint } from '@freight/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installFakeApi } from '../../testing/fake-api';
import { ApiRequestError } from './api-error';
import { callEndpoint, deferEndpoints } from './endpoint-client';

const thing = z.object({ id: z.string(), name: z.string() });
const endpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/things/:id',
    summary: 'a thing',
    params: z.object({ id: z.string() }),
    query: z.object({ include: z.string().optional() }),
    responses: { 200: thing },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/things',
    summary: 'make a thing',
    body: z.object({ name: z.string() }),
    responses: { 201: thing },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/things/:id',
    summary: 'remove a thing',
    params: z.object({ id: z.string() }),
    responses: { 204: z.null() },
  }),
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.cookie = 'csrf_token=t0k; path=/';
});
describe('endpoint client', () => {
  it('fills and encodes path parameters, sends the query, and validates the answer', async () => {
    const api = installFakeApi({ 'GET /api/things/a%2Fb': () => ({ body: { id: 'a/b', name: 'Pallet' } }) });
    const result = await callEndpoint(endpoints.get, { params: { id: 'a/b' }, query: { include: 'all' } });
    expect(result).toEqual({ id: 'a/b', name: 'Pallet' });
    const url = String(api.fetchMock.mock.calls[0]?.[0]);
    expect(url).toBe('/api/things/a%2Fb?include=all');
  });

  it('sends the body with the method and CSRF header, and reads a 201 with its own schema', async () => {
    const api = installFakeApi({
      'POST /api/things': () => ({ status: 201, body: { id: '7', name: 'Box' } }),
    });
    await expect(callEndpoint(endpoints.create, { body: { name: 'Box' } })).resolves.toEqual({
      id: '7',
      name: 'Box',
    });
    expect(api.requests[0]?.body).toEqual({ name: 'Box' });
    expect(api.requests[0]?.headers.get('x-csrf-token')).toBe('t0k');
  });

  it('answers null for 204', async () => {
    installFakeApi({ 'DELETE /api/things/7': () => ({ status: 204 }) });
    await expect(callEndpoint(endpoints.remove, { params: { id: '7' } })).resolves.toBeNull();
  });

  it('refuses an answer that does not match the contract', async () => {
    installFakeApi({ 'GET /api/things/7': () => ({ body: { id: 7 } }) });
    const error = await callEndpoint(endpoints.get, { params: { id: '7' }, query: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).kind).toBe('generic');
  });

  it('throws the API error of a failed call', async () => {
    installFakeApi({});
    const error = await callEndpoint(endpoints.get, { params: { id: '9' }, query: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiRequestError).status).toBe(404);
  });

  it('calls a deferred endpoint on its route and validates with the descriptor loaded meanwhile', async () => {
    const routes = {
      get: { method: 'GET', path: '/api/things/:id' },
      create: { method: 'POST', path: '/api/things' },
      remove: { method: 'DELETE', path: '/api/things/:id' },
    } as const;
    const load = vi.fn(() => Promise.resolve(endpoints));
    const deferred = deferEndpoints(routes, load);
    expect(load).not.toHaveBeenCalled();
    const api = installFakeApi({
      'GET /api/things/7': () => ({ body: { id: '7', name: 'Pallet' } }),
      'GET /api/things/8': () => ({ body: { id: 8 } }),
    });
    await expect(callEndpoint(deferred.get, { params: { id: '7' }, query: {} })).resolves.toEqual({
      id: '7',
      name: 'Pallet',
    });
    expect(String(api.fetchMock.mock.calls[0]?.[0])).toBe('/api/things/7');
    const error = await callEndpoint(deferred.get, { params: { id: '8' }, query: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiRequestError).kind).toBe('generic');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
