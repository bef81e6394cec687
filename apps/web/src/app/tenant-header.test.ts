import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csrfRoute, installFakeApi } from '../testing/fake-api';
import type { FakeRequest } from '../testing/fake-api';
import { demoUser } from '../testing/fixtures';
import { testQueryClient } from '../testing/render';
import { preferenceKeys, writePreference } from '../shared/lib/user-preferences';
import { forgetSignedInUser } from '../features/auth/lib/end-session';
import { acceptTerms } from '../features/legal/api/accept-terms';
import { getUser } from '../features/context/api/get-user';

/** The organisation service answering getUser and acceptTerms; every request is recorded. */
function organisationService() {
  return installFakeApi({
    ...csrfRoute,
    'POST /api/org/graphql': (request) =>
      (request.body as { operationName: string }).operationName === 'acceptTerms'
        ? { body: { data: { acceptTerms: { acceptedTermsAt: '2026-03-06T00:00:00.000Z' } } } }
        : { body: { data: { getUser: demoUser() } } },
  });
}

const tenants = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/api/org/graphql').map((r) => r.headers.get('x-tenant-id'));

const at = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  document.cookie = 'csrf_token=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  at('/');
});

describe('the tenant header on GraphQL calls (A77)', () => {
  it('sends none on the first user fetch, which says which contexts the user holds', async () => {
    const api = organisationService();
    at('/site/2/consignment/track');
    await getUser();
    expect(tenants(api.requests)).toEqual([null]);
  });

  it('then carries the context of every page the user holds, and the default elsewhere', async () => {
    const api = organisationService();
    await getUser();
    at('/site/2/consignment/track');
    await getUser();
    at('/org/1/consignment/track');
    await getUser();
    // the terms page names no context: the default site (the first by name)
    at('/accept-terms');
    await acceptTerms();
    // a site the user does not hold would be refused: the default instead
    at('/site/99/consignment/track');
    await getUser();
    expect(tenants(api.requests)).toEqual([null, 'site-2', 'org-1', 'site-3', 'site-3']);
  });

  it('prefers the saved default context, and an explicit tenant over the page’s', async () => {
    const api = organisationService();
    writePreference('user-1', preferenceKeys.context, 'org-1');
    await getUser();
    at('/accept-terms');
    await acceptTerms();
    at('/site/1/consignment/track');
    await getUser('site-2');
    expect(tenants(api.requests)).toEqual([null, 'org-1', 'site-2']);
  });

  it('forgets the user’s contexts with the user, so the next sign-in starts without one', async () => {
    const api = organisationService();
    await getUser();
    forgetSignedInUser(testQueryClient());
    at('/site/2/consignment/track');
    await getUser();
    expect(tenants(api.requests)).toEqual([null, null]);
  });
});
