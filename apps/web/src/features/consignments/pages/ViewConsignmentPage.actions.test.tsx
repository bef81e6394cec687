import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContextScope } from '../../../shared/lib/context-scope';
import type { FakeAnswer } from '../../../testing/fake-api';
import { apiErrorBody, installSignedInApi } from '../../../testing/fake-api';
import { site, siteScopeOf } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render';
import { savedConsignment } from '../lib/form-fixture';
import { ViewConsignmentPage } from './ViewConsignmentPage';
import { linkHref } from '../../../testing/link-href';

const self = '/api/sender/v0/consignments/42';
const links = {
  self,
  labels: [{ name: 'Labels 100 x 150 mm', href: `${self}/label.pdf` }],
  connote: `${self}/connote.pdf`,
};

interface Setup {
  scope?: ContextScope;
  deleteAnswer?: FakeAnswer;
  trackingStatus?: number;
  path?: string;
}

const siteScope = (s = site('1', 'Melbourne DC')) => siteScopeOf(s);

function start({
  scope = siteScope(),
  deleteAnswer = { status: 204 },
  trackingStatus = 404,
  path,
}: Setup = {}) {
  const api = installSignedInApi({
    [`GET ${self}`]: () => ({ body: { data: savedConsignment(), links } }),
    [`HEAD ${self}/tracking-url`]: () => ({ status: trackingStatus }),
    [`DELETE ${self}`]: () => deleteAnswer,
    'GET /api/auth/csrf': () => ({ body: { token: 't' } }),
  });
  renderRoutes(path ?? `/${scope.type}/1/consignment/42`, {
    '/:ctx/:id/consignment/:consignmentId': (
      <ViewConsignmentPage scope={scope} creationPrevented={false} defaultPageSize={30} />
    ),
  });
  return api;
}

async function deleteIt() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: /^Delete consignment \w+\?$/ });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

const manifestedText = 'This consignment has already been manifested and can no longer be changed.';

describe('view consignment: delete refused', () => {
  it('leads to the conflict screen when someone else changed it (M54, F08-F10)', async () => {
    const org = site('1', 'Melbourne DC');
    start({
      scope: { type: 'org', organisation: org.organisation, sites: [org] },
      deleteAnswer: { status: 409, body: apiErrorBody(409, 'alreadyUpdated', 'Changed by someone else') },
    });
    await deleteIt();
    expect(
      await screen.findByRole('heading', { name: 'There is a conflict with the consignment information.' }),
    ).toBeTruthy();
    expect(screen.getByText(/updated by someone else/)).toBeTruthy();
    expect(linkHref('View the consignment')).toBe('/org/1/consignment/42');
    // editing is site only, so it goes to the consignment's own site
    expect(linkHref('Edit the consignment')).toBe('/site/1/consignment/42/edit');
    expect(linkHref('Ready-to-manifest consignments')).toBe('/org/1/consignment/ready-to-manifest');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('shows the already-manifested error for the code (M56)', async () => {
    start({ deleteAnswer: { status: 409, body: apiErrorBody(409, 'alreadyManifested', 'manifested') } });
    await deleteIt();
    const alert = await screen.findByRole('alert', { name: 'Already manifested' });
    expect(alert.textContent).toContain(manifestedText);
  });

  it('shows the already-manifested error when the error says the status is manifested (M56)', async () => {
    start({
      deleteAnswer: { status: 409, body: apiErrorBody(409, 'conflict', 'Consignment status is manifested') },
    });
    await deleteIt();
    const alert = await screen.findByRole('alert', { name: 'Already manifested' });
    expect(alert.textContent).toContain(manifestedText);
    expect(screen.queryByRole('heading', { name: /conflict/ })).toBeNull();
  });
});

describe('view consignment: tracking and documents', () => {
  it('offers "Track with carrier" when HEAD tracking-url answers a redirect (S01)', async () => {
    const api = start({ trackingStatus: 302 });
    const link = await screen.findByRole('link', { name: 'Track with carrier' });
    expect(link.getAttribute('href')).toBe(`${self}/tracking-url`);
    const head = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'HEAD');
    // the redirect leads to the carrier's site: it is noticed, not followed
    expect(head?.[1]?.redirect).toBe('manual');
  });

  it('opens documents in a new tab by default', async () => {
    start({ path: '/site/1/consignment/42?manifestDoc=7' });
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Connote' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Manifest document' }).getAttribute('target')).toBe('_blank');
  });

  it('says when a manifested consignment was added, offers no Edit or Delete, and leads to the manifest and its PDF', async () => {
    installSignedInApi({
      [`GET ${self}`]: () => ({
        body: {
          data: { ...savedConsignment(), manifest: { id: '9', addedAt: '2026-11-25T23:21:00Z' } },
          links,
        },
      }),
      [`HEAD ${self}/tracking-url`]: () => ({ status: 404 }),
    });
    renderRoutes('/site/1/consignment/42', {
      '/:ctx/:id/consignment/:consignmentId': (
        <ViewConsignmentPage scope={siteScope()} creationPrevented={false} defaultPageSize={30} />
      ),
    });
    const banner = (await screen.findByText('On a manifest')).closest('[role="alert"], .mantine-Alert-root');
    if (!(banner instanceof HTMLElement)) throw new Error('no manifest banner');
    expect(
      within(banner).getByText(/^Added 26 Nov 2026, 10:21\sam\. It can no longer be changed\.$/),
    ).toBeTruthy();
    // the server refuses both for a manifested consignment (M55, M56): they are not offered
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(banner).getByRole('link', { name: 'View manifest' }).getAttribute('href')).toBe(
      '/site/1/manifest/9',
    );
    expect(within(banner).getByRole('link', { name: 'Manifest document' }).getAttribute('href')).toBe(
      '/document/manifest/9',
    );
  });

  it('offers the manifest named by manifestDoc without saying a consignment not on one is (M16)', async () => {
    start({ path: '/site/1/consignment/42?manifestDoc=7' });
    expect(await screen.findByRole('link', { name: 'Manifest document' })).toHaveProperty(
      'pathname',
      '/document/manifest/7',
    );
    expect(screen.queryByText('On a manifest')).toBeNull();
  });

  it('ignores a manifestDoc that is no manifest id', async () => {
    start({ path: '/site/1/consignment/42?manifestDoc=%3Cscript%3E' });
    expect(await screen.findByRole('region', { name: 'Documents' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manifest document' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View manifest' })).toBeNull();
  });

  it("opens documents in the same tab when the site's flag switches pop-ups off (N16)", async () => {
    start({
      scope: siteScope(site('1', 'Melbourne DC', { devFlags: { documentPopups: false } })),
      path: '/site/1/consignment/42?manifestDoc=7',
    });
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const connote = within(documents).getByRole('link', { name: 'Connote' });
    expect(connote.getAttribute('href')).toBe('/document/connote/42');
    expect(connote.hasAttribute('target')).toBe(false);
    expect(screen.getByRole('link', { name: 'Manifest document' }).hasAttribute('target')).toBe(false);
  });
});
