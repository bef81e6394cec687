import type { PickupSummary } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { scopeContext, type ContextScope } from '../../../shared/lib/context-scope';
import type { FakeRequest } from '../../../testing/fake-api';
import { installSignedInApi } from '../../../testing/fake-api';
import { site, siteScopeOf } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ManagePickupsPage } from './ManagePickupsPage';

const melbourne = site('1', 'Melbourne DC');
const scope = siteScopeOf(melbourne);

const pickup = (id: string, pickupDate: string, status: PickupSummary['status']): PickupSummary => ({
  id,
  siteId: '1',
  type: 'outbound',
  status,
  pickupDate,
  pickupWindow: `${pickupDate}T09:00:00+11:00/PT4H`,
  senderName: 'Melbourne DC',
  reference: null,
  carrierName: 'Redback Logistics',
  serviceName: 'Economy Road',
  carrierReference: null,
  totalItems: 3,
  createdAt: `${pickupDate}T00:00:00Z`,
  updatedAt: `${pickupDate}T00:00:00Z`,
});

function searches(requests: readonly FakeRequest[]): string[] {
  return requests
    .filter((request) => request.path === '/api/sender/pickups/search')
    .map((request) => (request.body as { sort: string }).sort);
}

/** Renders Manage pickups of a site or an organisation at its address. */
function showPickups(of: ContextScope, query = '') {
  const { type, id } = scopeContext(of);
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/${type}/${id}/pickup/manage${query}`]}>
      <ManagePickupsPage scope={of} creationPrevented={false} defaultPageSize={30} />
    </MemoryRouter>,
  );
}

describe('Manage pickups', () => {
  it('clears its status and date filters in one go, as the other lists do', async () => {
    const api = installSignedInApi({
      'POST /api/sender/pickups/search': () => ({
        body: { data: [], meta: { totalItems: 0, startIndex: 0, itemsPerPage: 30 } },
      }),
      'GET /api/sender/v0/pickup-reliability': () => ({
        body: { data: [], meta: { days: 90, since: '2026-08-27' } },
      }),
    });
    showPickups(scope, '?status=confirmed&from=2026-11-05&to=2026-11-20');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    const filters = () =>
      api.requests
        .filter((request) => request.path === '/api/sender/pickups/search')
        .map((request) => (request.body as { filter: Record<string, unknown> }).filter);
    await waitFor(() => expect(filters().at(-1)).toEqual({ siteIds: ['1'] }));
    expect(filters()[0]).toMatchObject({
      status: 'confirmed',
      pickupWindow: { start: '2026-11-05', end: '2026-11-20' },
    });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.getByLabelText('Pickup from')).toHaveProperty('value', '');
  });

  it('sorts by pickup date and then creation, and by a column header the user chooses', async () => {
    const api = installSignedInApi({
      'POST /api/sender/pickups/search': () => ({
        body: {
          data: [pickup('2', '2026-12-02', 'confirmed'), pickup('1', '2026-12-01', 'requested')],
          meta: { totalItems: 2, startIndex: 0, itemsPerPage: 30 },
        },
      }),
      'GET /api/sender/v0/pickup-reliability': () => ({
        body: { data: [], meta: { days: 90, since: '2026-08-27' } },
      }),
    });
    showPickups(scope);
    const table = await screen.findByRole('table', { name: 'Pickups' });
    expect(searches(api.requests)).toEqual(['-pickupDate,-created']);
    const dateHeader = within(table).getByRole('columnheader', { name: /Pickup date/ });
    expect(dateHeader.getAttribute('aria-sort')).toBe('descending');

    await userEvent.click(within(dateHeader).getByRole('button'));
    await waitFor(() => expect(searches(api.requests).at(-1)).toBe('pickupDate'));
    await waitFor(() => expect(dateHeader.getAttribute('aria-sort')).toBe('ascending'));

    const statusHeader = within(table).getByRole('columnheader', { name: /Status/ });
    await userEvent.click(within(statusHeader).getByRole('button'));
    await waitFor(() => expect(searches(api.requests).at(-1)).toBe('status'));
    await waitFor(() => expect(statusHeader.getAttribute('aria-sort')).toBe('ascending'));
    expect(dateHeader.getAttribute('aria-sort')).toBe('none');
  });

  it('in org context shows the reliability of one of the organisation’s sites, chosen by the user', async () => {
    const sydney = site('2', 'Sydney Warehouse');
    const org: ContextScope = {
      type: 'org',
      organisation: melbourne.organisation,
      sites: [melbourne, sydney],
    };
    const row = (requests: number) => ({
      agreedServiceId: '7',
      name: 'Economy Road',
      carrierName: 'Redback Logistics',
      requests,
      confirmed: requests - 1,
      rejected: 1,
      unansweredByWindowStart: 0,
      medianMinutesToConfirm: 45,
    });
    const api = installSignedInApi({
      'POST /api/sender/pickups/search': () => ({
        body: { data: [], meta: { totalItems: 0, startIndex: 0, itemsPerPage: 30 } },
      }),
      'GET /api/sender/v0/pickup-reliability': () => ({
        body: { data: [row(4)], meta: { days: 90, since: '2026-08-27' } },
      }),
    });
    const reliabilitySites = () =>
      api.fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/sender/v0/pickup-reliability')
        .map((url) => url.searchParams.get('siteId'));
    showPickups(org);
    expect(await screen.findByText('Pickup reliability at Melbourne DC, last 90 days')).toBeTruthy();
    expect(reliabilitySites()).toEqual(['1']);
    await userEvent.click(screen.getByLabelText('Pickup reliability of site', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sydney Warehouse', hidden: true }));
    expect(await screen.findByText('Pickup reliability at Sydney Warehouse, last 90 days')).toBeTruthy();
    expect(reliabilitySites().at(-1)).toBe('2');
  });
  it('lists the site’s pickups with their status and count, and says so when there are none', async () => {
    let rows = [pickup('2', '2026-12-02', 'confirmed'), pickup('1', '2026-12-01', 'draft')];
    installSignedInApi({
      'POST /api/sender/pickups/search': () => ({
        body: {
          data: rows,
          meta: { totalItems: rows.length === 0 ? 0 : 41, startIndex: 0, itemsPerPage: 30 },
        },
      }),
      'GET /api/sender/v0/pickup-reliability': () => ({
        body: { data: [], meta: { days: 90, since: '2026-08-27' } },
      }),
    });
    const { unmount } = showPickups(scope);
    const table = await screen.findByRole('table', { name: 'Pickups' });
    const draftRow = within(table).getByText('Not requested').closest('tr');
    if (!draftRow) throw new Error('no row');
    expect(within(draftRow).getByRole('link').getAttribute('href')).toBe('/site/1/pickup/1');
    expect(within(table).getByText('Confirmed')).toBeTruthy();
    expect(within(table).getAllByText('Redback Logistics | Economy Road')).toHaveLength(2);
    // a narrow column breaks a window at its dash, never between a time and its am or pm
    const windowCell = within(draftRow).getAllByRole('cell')[1]?.textContent ?? '';
    expect(windowCell).toMatch(/\d\u00a0(am|pm) - \d/);
    expect(windowCell).not.toMatch(/\d (am|pm)/);
    expect(screen.getByText('Showing 1–2 of 41 pickups')).toBeTruthy();
    unmount();

    rows = [];
    showPickups(scope);
    expect(await screen.findByText('No pickups found.')).toBeTruthy();
  });
});
