import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../shared/lib/api-client';
import { flushTelemetry, pendingTelemetry, recordPageView, routePattern } from '../../shared/lib/telemetry';
import { queryKeys } from '../../shared/config/query-keys';
import { apiErrorBody, csrfRoute, installFakeApi } from '../../testing/fake-api';
import { sessionBody } from '../../testing/fixtures';
import { testQueryClient } from '../../testing/render';
import type { SessionState } from '../../features/auth/api/get-session';
import { installTelemetry } from './install-telemetry';

/** The app's cache as it is once the session is known: a user signed in, or nobody (a public page never asks). */
function appCache(signedIn: boolean) {
  const queryClient = testQueryClient();
  const session: SessionState = signedIn
    ? { signedIn: true, ...sessionBody, user: { ...sessionBody.user, preferredMfa: 'NOMFA' } }
    : { signedIn: false, expired: false };
  queryClient.setQueryData(queryKeys.session, session);
  return queryClient;
}

let uninstall: (() => void) | undefined;

afterEach(() => {
  uninstall?.();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A server that refuses the user's telemetry as signed out, takes the errors without a user, and fails `path`. */
const signedOutApi = (path: string) =>
  installFakeApi({
    ...csrfRoute,
    'POST /api/telemetry/v0/events': () => ({
      status: 401,
      body: apiErrorBody(401, 'unauthenticated', 'Sign in'),
    }),
    'POST /api/telemetry/v0/errors': () => ({ status: 202, body: { accepted: 1 } }),
    [`GET ${path}`]: () => 'network-error',
  });

describe('telemetry in the browser (W15-W20)', () => {
  it('reports a backend validation failure with its code and keyed pointer, and sends the queue as one batch', async () => {
    const api = installFakeApi({
      ...csrfRoute,
      'POST /api/sender/v0/consignments': () => ({
        status: 422,
        body: apiErrorBody(
          422,
          'tooBig',
          'too heavy',
          '/data/attributes/lineItems/0/dangerousGoods/0/quantity',
        ),
      }),
      'POST /api/telemetry/v0/events': () => ({ status: 202, body: { accepted: 2 } }),
      'GET /api/sender/v0/manifests/7': () => 'network-error',
    });
    uninstall = installTelemetry(appCache(true));
    recordPageView('/site/12/consignment/345');
    const body = {
      data: { attributes: { lineItems: [{ key: 'carton-1', dangerousGoods: [{ key: 'acid-1' }] }] } },
    };
    await expect(apiFetch('/api/sender/v0/consignments', { method: 'POST', body })).rejects.toThrow();
    await expect(apiFetch('/api/sender/v0/manifests/7')).rejects.toThrow();
    expect(
      pendingTelemetry().map(({ kind, name, pointer, detail }) => ({ kind, name, pointer, detail })),
    ).toEqual([
      { kind: 'pageView', name: '/site/:id/consignment/:id', pointer: undefined, detail: undefined },
      {
        kind: 'validation',
        name: 'tooBig',
        pointer: '/data/attributes/lineItems/carton-1/dangerousGoods/acid-1/quantity',
        detail: 'POST /api/sender/v0/consignments',
      },
      {
        kind: 'failedRequest',
        name: 'GET /api/sender/v0/manifests/:id',
        pointer: undefined,
        detail: 'network',
      },
    ]);
    expect(pendingTelemetry()[0]?.version).toBeTruthy();
    await flushTelemetry();
    const sent = api.requests.filter((r) => r.path === '/api/telemetry/v0/events');
    expect(sent).toHaveLength(1);
    expect((sent[0]?.body as { events: unknown[] }).events).toHaveLength(3);
    expect(pendingTelemetry()).toEqual([]);
  });

  it.each([
    ['signed out', appCache(false)],
    ['on a public page, which never asks for the session', testQueryClient()],
  ])(
    'sends nothing as a user when nobody is signed in (%s): only the errors go, without a user',
    async (_, queryClient) => {
      const api = signedOutApi('/api/sender/v0/pickups/confirmation/abc');
      uninstall = installTelemetry(queryClient);
      recordPageView('/pickup/confirm/AbCdEfGhIjKlMnOpQrStUv');
      await expect(apiFetch('/api/sender/v0/pickups/confirmation/abc')).rejects.toThrow();
      await flushTelemetry();
      // the user's endpoint is never asked: it would answer 401, a console error on the carrier's page
      expect(api.requests.filter((r) => r.path === '/api/telemetry/v0/events')).toEqual([]);
      const sent = api.requests.filter((r) => r.path === '/api/telemetry/v0/errors');
      expect(sent).toHaveLength(1);
      expect((sent[0]?.body as { events: { kind: string }[] }).events.map((event) => event.kind)).toEqual([
        'failedRequest',
      ]);
      expect(pendingTelemetry()).toEqual([]);
    },
  );

  it('sends the errors without a user when the session ended since it was last checked', async () => {
    const api = signedOutApi('/api/sender/v0/manifests/7');
    uninstall = installTelemetry(appCache(true));
    recordPageView('/site/12/manifest/7');
    await expect(apiFetch('/api/sender/v0/manifests/7')).rejects.toThrow();
    await flushTelemetry();
    expect(api.requests.filter((r) => r.path === '/api/telemetry/v0/events')).toHaveLength(1);
    const sent = api.requests.filter((r) => r.path === '/api/telemetry/v0/errors');
    expect((sent[0]?.body as { events: { kind: string }[] }).events.map((event) => event.kind)).toEqual([
      'failedRequest',
    ]);
  });

  it('names screens by their route pattern, never a record’s id', () => {
    expect(routePattern('/org/3/track/consignments')).toBe('/org/:id/track/consignments');
    expect(routePattern('/track/AbCdEfGhIjKlMnOpQrStUv')).toBe('/track/:id');
  });
});
