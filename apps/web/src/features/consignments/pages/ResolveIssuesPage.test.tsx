import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, installFakeApi, installSignedInApi, pageAnswer } from '../../../testing/fake-api';
import type { FakeHandler } from '../../../testing/fake-api';
import { consignmentSummary, site, siteScopeOf } from '../../../testing/fixtures';
import { rowWithLink } from '../../../testing/list-screen';
import { renderWithProviders } from '../../../testing/render';
import { ResolveIssuesPage } from './ResolveIssuesPage';

const melbourne = site('1', 'Melbourne DC');

const withIssues = [
  consignmentSummary('21', 'STA000021', {
    issues: [
      {
        code: 'addressLineMissing',
        message: "The receiver's street address is missing",
        pointer: '/receiver',
      },
      { code: 'weightMissing', message: 'The weight is needed to price the consignment' },
    ],
  }),
  consignmentSummary('22', 'STA000022', {
    issues: [{ code: 'costCentreRequired', message: 'A cost centre is required for this site' }],
  }),
];
const held = [consignmentSummary('31', 'STA000031'), consignmentSummary('32', 'STA000032')];

function start(handlers: Record<string, FakeHandler> = {}, entry = '/site/1/consignment/issues') {
  const api = installSignedInApi({
    // the request's path leaves the query out: the list asked for is the last URL fetched
    'GET /api/sender/v0/consignments': () => {
      const url = decodeURIComponent(String(api.fetchMock.mock.calls.at(-1)?.[0] ?? ''));
      return pageAnswer(url.includes('filter[transferPolicy]=manual') ? held : withIssues);
    },
    ...handlers,
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <ResolveIssuesPage scope={siteScopeOf(melbourne)} creationPrevented={false} defaultPageSize={30} />
    </MemoryRouter>,
  );
  return { api, listUrls: () => api.queriedUrls('/api/sender/v0/consignments') };
}

describe('resolve consignment issues', () => {
  it('lists each consignment with its issues, opening it in the edit form', async () => {
    const { listUrls } = start();
    const table = await screen.findByRole('table', { name: 'Consignments' });
    const first = rowWithLink(table, 'STA000021');
    expect(within(first).getByText("The receiver's street address is missing")).toBeTruthy();
    expect(within(first).getByText('The weight is needed to price the consignment')).toBeTruthy();
    expect(within(table).getByText('A cost centre is required for this site')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'STA000022' }).getAttribute('href')).toBe(
      '/site/1/consignment/22/edit',
    );
    expect(screen.getByText('Showing 1–2 of 2 consignments')).toBeTruthy();
    expect(listUrls()[0]).toContain('filter[site.id]=1');
    expect(listUrls()[0]).toContain('filter[issues]=true');
  });

  it('says so when no consignment has issues', async () => {
    installFakeApi({ 'GET /api/sender/v0/consignments': () => pageAnswer([]) });
    renderWithProviders(
      <MemoryRouter initialEntries={['/site/1/consignment/issues']}>
        <ResolveIssuesPage scope={siteScopeOf(melbourne)} creationPrevented={false} defaultPageSize={30} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No consignments have issues.')).toBeTruthy();
  });

  it('deletes the selected consignments once confirmed', async () => {
    const { api } = start({
      'POST /api/sender/v0/consignment-issues/delete': () => ({
        body: { data: { consignmentIds: ['21', '22'] } },
      }),
    });
    const toolbar = await screen.findByLabelText('Selected consignments');
    expect(within(toolbar).getByRole('button', { name: 'Delete selected (0)' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select consignment STA000021' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select consignment STA000022' }));
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 consignments?' });
    expect(dialog.textContent).toContain(
      'The 2 selected consignments will be deleted. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 consignments deleted')).toBeTruthy();
    const asked = api.requests.find((r) => r.path === '/api/sender/v0/consignment-issues/delete');
    expect(asked?.body).toEqual({ data: { consignmentIds: ['21', '22'] } });
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Delete selected (0)' })).toBeTruthy(),
    );
  });

  it('releases the held consignments to Ready to manifest', async () => {
    const { api, listUrls } = start({
      'POST /api/sender/v0/consignment-issues/release': () => ({
        body: { data: { consignmentIds: ['31'] } },
      }),
    });
    await screen.findByRole('table', { name: 'Consignments' });
    expect(screen.queryByRole('button', { name: /^Release selected/ })).toBeNull();
    await userEvent.click(screen.getByText('Awaiting release'));
    await waitFor(() => expect(listUrls().at(-1)).toContain('filter[transferPolicy]=manual'));
    expect(listUrls().at(-1)).toContain('filter[readyToManifest]=true');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select consignment STA000031' }));
    await userEvent.click(screen.getByRole('button', { name: 'Release selected (1)' }));
    expect(await screen.findByText('1 consignment released to Ready to manifest')).toBeTruthy();
    // said in place of the spent button, which the cleared selection disables: the outcome has the focus
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('1 consignment released to Ready to manifest'),
    );
    const asked = api.requests.find((r) => r.path === '/api/sender/v0/consignment-issues/release');
    expect(asked?.body).toEqual({ data: { consignmentIds: ['31'] } });
  });

  it('keeps Awaiting release while searching in it', async () => {
    const { listUrls } = start();
    await screen.findByRole('table', { name: 'Consignments' });
    await userEvent.click(screen.getByText('Awaiting release'));
    await waitFor(() => expect(listUrls().at(-1)).toContain('filter[transferPolicy]=manual'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'STA');
    await waitFor(() => expect(listUrls().at(-1)).toContain('STA'));
    expect(listUrls().at(-1)).toContain('filter[transferPolicy]=manual');
    expect(listUrls().at(-1)).toContain('filter[readyToManifest]=true');
  });

  it('checks every consignment again and says how many no longer have issues', async () => {
    const { api } = start({
      'POST /api/sender/v0/consignment-issues/recheck': () => ({
        body: { data: { checked: 2, resolved: 1 } },
      }),
    });
    await screen.findByRole('table', { name: 'Consignments' });
    await userEvent.click(screen.getByRole('button', { name: 'Re-check all' }));
    expect(await screen.findByText('2 consignments checked again, 1 now without issues')).toBeTruthy();
    const asked = api.requests.find((r) => r.path === '/api/sender/v0/consignment-issues/recheck');
    expect(asked?.body).toEqual({ data: { siteId: '1' } });
  });

  it('shows why a re-check failed', async () => {
    start({
      'POST /api/sender/v0/consignment-issues/recheck': () => ({
        status: 403,
        body: apiErrorBody(403, 'forbidden', 'Resolving consignment issues is not enabled for this site'),
      }),
    });
    await screen.findByRole('table', { name: 'Consignments' });
    await userEvent.click(screen.getByRole('button', { name: 'Re-check all' }));
    expect(await screen.findByText('Resolving consignment issues is not enabled for this site')).toBeTruthy();
  });
});
