import { dangerousGoodsPresetMessages, errorCodes, startupMessages } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '../../testing/fake-api';
import { apiErrorBody, installSignedInApi } from '../../testing/fake-api';
import { demoUser, platformConfigBody, sessionBody, site } from '../../testing/fixtures';
import { peekRedirect } from '../../shared/lib/session-state';
import { quietRouterConsole, renderApp } from './render-app.test-helpers';

interface Setup {
  session?: 'signedIn' | 'none' | 'expired';
  user?: ReturnType<typeof demoUser> | 'forbidden';
  sessionCheckSeconds?: number;
}

function graphql({ user = demoUser() }: Setup): FakeHandler {
  return (request) => {
    if (user === 'forbidden')
      return { status: 403, body: apiErrorBody(403, errorCodes.forbidden, 'Forbidden') };
    const tenant = request.headers.get('x-tenant-id');
    const siteIds = user.user.sites.map((s) => `site-${s.id}`);
    const orgIds = user.user.sites.map((s) => `org-${s.organisation.id}`);
    if (tenant && !siteIds.includes(tenant) && !orgIds.includes(tenant)) {
      return {
        body: {
          data: null,
          errors: [
            { message: 'Cannot access selected site', extensions: { code: 'forbidden', status: 403 } },
          ],
        },
      };
    }
    return { body: { data: { getUser: user } } };
  };
}

function start(path: string, setup: Setup = {}) {
  const state = { session: setup.session ?? 'signedIn' };
  const api = installSignedInApi({
    'GET /api/platform/config': () => ({
      body: { ...platformConfigBody, sessionCheckSeconds: setup.sessionCheckSeconds ?? 60 },
    }),
    'GET /api/auth/session': () => {
      const { session } = state;
      if (session === 'signedIn') return { body: sessionBody };
      const code = session === 'expired' ? errorCodes.sessionExpired : errorCodes.unauthenticated;
      return { status: 401, body: apiErrorBody(401, code, 'Not signed in') };
    },
    'POST /api/org/graphql': graphql(setup),
    'GET /api/legal/documents': () => ({ body: { documents: [] } }),
  });
  const router = renderApp(path);
  return { router, api, state };
}

const pathOf = (router: ReturnType<typeof renderApp>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

quietRouterConsole();

/** Redirects land after the context loads and the screen's code arrives, which a busy machine slows. */
const REDIRECT_WAIT = { timeout: 5_000 };

describe('route guards', () => {
  it('sends a visitor without a session to login and saves the target (spec 4.4)', async () => {
    const { router } = start('/site/1/consignment/track?x=1', { session: 'none' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(peekRedirect()).toBe('/site/1/consignment/track?x=1');
  });

  it('re-checks the session while a protected page is open, and logs out when it has gone (spec 4.4)', async () => {
    const { router, state } = start('/site/1/consignment/track', { sessionCheckSeconds: 1 });
    expect(await screen.findByRole('heading', { name: 'Track consignments' })).toBeTruthy();
    state.session = 'expired';
    // real timers: a loaded machine may take a few intervals to get there
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(
      await screen.findByText('Your session has expired, please log in again', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(peekRedirect()).toBe('/site/1/consignment/track');
  }, 15_000);

  it('says so when the session has expired', async () => {
    start('/site/1/consignment/track', { session: 'expired' });
    expect(await screen.findByText('Your session has expired, please log in again')).toBeTruthy();
  });

  it('takes a signed-in user from the home page to ready-to-manifest of the default site (spec 2.1, 4.4)', async () => {
    const { router } = start('/');
    expect(await screen.findByRole('heading', { name: 'Ready to manifest' })).toBeTruthy();
    // first site by name of the first organisation by name
    expect(pathOf(router)).toBe('/site/3/consignment/ready-to-manifest');
  });

  it('opens screens that declare org context in org context, without asking for a site (M07, M13)', async () => {
    const { router } = start('/org/1/consignment/track?overdue=true');
    expect(await screen.findByRole('heading', { name: 'Track consignments' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pathOf(router)).toBe('/org/1/consignment/track?overdue=true');
  });

  it('follows the saved default context and landing page, mapping legacy names (spec 2.2)', async () => {
    window.localStorage.setItem('freight.user-1.default-context', 'site-2');
    window.localStorage.setItem('freight.user-1.default-landing-page', 'pickup.list');
    const { router } = start('/site');
    await waitFor(() => expect(pathOf(router)).toBe('/site/2/pickup/manage'), REDIRECT_WAIT);
  });

  it('redirects a signed-in user away from /login (spec 2.1)', async () => {
    const { router } = start('/login');
    await waitFor(() => expect(pathOf(router)).toBe('/site/3/consignment/ready-to-manifest'), REDIRECT_WAIT);
  });

  it('sends a user who has not accepted the terms to accept them, saving the path (spec 4.5)', async () => {
    const { router } = start('/site/1/consignment/track', { user: demoUser({ acceptedTermsAt: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/accept-terms-of-use'));
    expect(peekRedirect()).toBe('/site/1/consignment/track');
  });

  it('refuses a site the user does not belong to (spec 6)', async () => {
    start('/site/99/consignment/track');
    expect(await screen.findByRole('heading', { name: 'Access denied.' })).toBeTruthy();
    expect(screen.getByText('Cannot access selected site')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Error'));
  });

  it('denies Resolve consignment issues at a site whose transfer policy is never (M12)', async () => {
    const importing = (transferPolicy: 'never' | 'manual') => ({
      consignmentImportConfiguration: { enabled: true, transferPolicy },
    });
    start('/site/1/consignment/issues', {
      user: demoUser({
        sites: [
          site('1', 'Melbourne DC', importing('never')),
          site('2', 'Sydney Warehouse', importing('manual')),
        ],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Access denied.' }, REDIRECT_WAIT)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Resolve consignment issues' })).toBeNull();
  });

  it('refuses an organisation the user does not belong to', async () => {
    start('/org/7/consignment/track');
    expect(await screen.findByText('Cannot access selected org')).toBeTruthy();
  });

  it('shows the access-denied dialog when the user fetch is forbidden (spec 6)', async () => {
    start('/site/1/consignment/track', { user: 'forbidden' });
    expect(await screen.findByText(startupMessages.accessDenied)).toBeTruthy();
  });

  it('fails start-up for a user without sites (spec 5.4)', async () => {
    start('/site/1/consignment/track', { user: demoUser({ sites: [] }) });
    expect(await screen.findByText(startupMessages.noSites)).toBeTruthy();
  });

  it('asks for a site on a site-only route in org context (spec 4.7)', async () => {
    start('/org/1/pickup/create/outbound');
    expect(await screen.findByRole('dialog', { name: 'Select site for pickup' })).toBeTruthy();
    // the dialog is the screen, so its title is the screen's one h1
    expect(screen.getByRole('heading', { level: 1, name: 'Select site for pickup' })).toBeTruthy();
  });

  it.each([
    [
      'legacy and bare sub-paths, keeping the query (spec 2.2)',
      '/site/1/consignment/list?type=outbound',
      '/site/1/consignment/ready-to-manifest?type=outbound',
    ],
    [
      'consignment/create to the outbound form (M01)',
      '/site/1/consignment/create',
      '/site/1/consignment/create/outbound',
    ],
    [
      'a bare consignment path to ready-to-manifest (M10)',
      '/site/1/consignment',
      '/site/1/consignment/ready-to-manifest',
    ],
    [
      'estimate/create to the outbound estimate form (L02)',
      '/site/1/estimate/create',
      '/site/1/estimate/create/outbound',
    ],
    [
      'a bare estimate path to the outbound estimate form (L03)',
      '/site/1/estimate',
      '/site/1/estimate/create/outbound',
    ],
  ])('redirects %s', async (_case, from, to) => {
    const { router } = start(from);
    await waitFor(() => expect(pathOf(router)).toBe(to), REDIRECT_WAIT);
  });

  it('offers only the sites with dangerous goods when their presets open in org context (J02)', async () => {
    const withDangerousGoods = {
      dangerousGoods: { isTransacting: true, hasTransacted: true, notifiableEnabled: false },
      userCanTransactWithDangerousGoods: true,
    };
    start('/org/1/dangerous-goods-presets', {
      user: demoUser({
        sites: [site('1', 'Melbourne DC', withDangerousGoods), site('2', 'Sydney Warehouse')],
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select site' });
    expect(within(dialog).getByRole('option', { name: /Melbourne DC/ })).toBeTruthy();
    expect(within(dialog).queryByRole('option', { name: /Sydney Warehouse/ })).toBeNull();
  });

  it('denies dangerous goods presets in org context when no site has them, rather than asking for a site', async () => {
    start('/org/1/dangerous-goods-presets');
    expect(await screen.findByText(dangerousGoodsPresetMessages.notAvailable)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Select site' })).toBeNull();
  });

  it('asks for a site when create estimate, a site-only route, opens in org context (L01)', async () => {
    const { router } = start('/org/1/estimate/create/outbound');
    expect(await screen.findByRole('dialog', { name: 'Select site' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Create estimate' })).toBeNull();
    expect(pathOf(router)).toBe('/org/1/estimate/create/outbound');
  });

  it('asks for a site when consignment edit, a site-only route, opens in org context (M14)', async () => {
    const { router } = start('/org/1/consignment/11/edit');
    expect(await screen.findByRole('dialog', { name: 'Select site' })).toBeTruthy();
    expect(pathOf(router)).toBe('/org/1/consignment/11/edit');
  });

  it('sends a visitor without a session from a document to login, saving it (N01)', async () => {
    const { router } = start('/document/label/1', { session: 'none' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(peekRedirect()).toBe('/document/label/1');
  });

  it('sends /mfa without a pending verification back to login (spec 2.1)', async () => {
    const { router } = start('/mfa', { session: 'none' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends /reset-password without a stored username back to login (spec 2.1)', async () => {
    const { router } = start('/reset-password', { session: 'none' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows any unknown path as not found, without signing in (spec 2.1)', async () => {
    start('/no/such/page', { session: 'none' });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found.' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Error/));
    expect(screen.queryByRole('link', { name: 'Track consignments' })).toBeNull();
  });

  it('gives the signed-in not-found screen its links onward (spec 2.5)', async () => {
    start('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Track consignments' })).toBeTruthy();
  });

  it.each([
    ['/site/1/consignment/999999', 'Consignment'],
    ['/site/1/manifest/999999', 'Manifest'],
    ['/site/1/pickup/999999', 'Pickup'],
  ])(
    'gives the not-found screen of a record that does not exist, %s, the same links (F05)',
    async (path, what) => {
      start(path);
      // the fake API answers 404 for any record it does not know
      expect(
        await screen.findByRole('heading', { name: `Oops! ${what} not found.` }, REDIRECT_WAIT),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
      for (const [name, href] of [
        ['Create consignment', '/site/1/consignment/create/outbound'],
        ['Ready-to-manifest consignments', '/site/1/consignment/ready-to-manifest'],
        ['Track consignments', '/site/1/consignment/track'],
      ])
        expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    },
  );
});
