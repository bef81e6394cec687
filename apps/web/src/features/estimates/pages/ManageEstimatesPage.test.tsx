import { ESTIMATE_MAX_SITES, quoteMessages } from '@freight/contracts';
import type { EstimateSearchRequest, EstimateSummary } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ContextScope } from '../../../shared/lib/context-scope';
import { csrfRoute, installFakeApi } from '../../../testing/fake-api';
import { site, siteScopeOf } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ManageEstimatesPage } from './ManageEstimatesPage';

const melbourne = site('1', 'Melbourne DC');
const sydney = site('2', 'Sydney Warehouse');
const siteScope = siteScopeOf(melbourne);
const orgScope: ContextScope = {
  type: 'org',
  organisation: melbourne.organisation,
  sites: [melbourne, sydney],
};

function summary(id: string, estimateNumber: string, siteId = '1'): EstimateSummary {
  return {
    id,
    siteId,
    type: 'outbound',
    estimateNumber,
    createdAt: '2026-03-05T01:00:00Z',
    updatedAt: '2026-03-05T01:00:00Z',
    dispatchDate: '2026-03-06',
    senderName: 'Melbourne DC',
    senderPlace: 'Melbourne VIC 3000',
    receiverName: 'Harbour Timber Supplies',
    receiverPlace: 'Adelaide SA 5000',
    references: ['PO-7'],
    itemQuantity: 3,
    hasDangerousGoods: false,
    selectedQuoteCount: 1,
    converted: false,
  };
}

function start(
  scope: ContextScope,
  url: string,
  total = 2,
  rows = [summary('5', 'E00000005'), summary('6', 'E00000006', '2')],
) {
  const api = installFakeApi({
    ...csrfRoute,
    'POST /api/sender/estimates/search': (request) => {
      const { page } = request.body as EstimateSearchRequest;
      return {
        body: { data: rows, meta: { totalItems: total, startIndex: page?.offset ?? 0, itemsPerPage: 30 } },
      };
    },
    'DELETE /api/sender/v0/estimates/5': () => ({ status: 204 }),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <ManageEstimatesPage scope={scope} creationPrevented={false} defaultPageSize={30} />
    </MemoryRouter>,
  );
  const searches = () =>
    api.requests
      .filter((request) => request.path === '/api/sender/estimates/search')
      .map((request) => request.body as EstimateSearchRequest);
  return { api, searches };
}

describe('manage estimates', () => {
  it('searches the site with the words typed, once typing pauses, starting again at the first page', async () => {
    const { searches } = start(siteScope, '/site/1/estimate/manage?page=2', 60);
    await screen.findByRole('table', { name: 'Estimates' });
    expect(searches()[0]).toEqual({
      filter: { siteIds: ['1'] },
      page: { limit: 30, offset: 30 },
      sort: '-createdAt',
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'harbour po-7');
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({
        filter: { siteIds: ['1'], search: 'harbour po-7' },
        page: { limit: 30, offset: 0 },
        sort: '-createdAt',
      }),
    );
    // not one search per key press
    expect(searches().length).toBeLessThan(4);
  });

  it('sorts by a column and pages through the results', async () => {
    const { searches } = start(siteScope, '/site/1/estimate/manage', 75);
    await screen.findByText('Showing 1–2 of 75 estimates');
    await userEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() => expect(searches().at(-1)?.sort).toBe('estimateNumber'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(searches().at(-1)?.page).toEqual({ limit: 30, offset: 30 }));
  });

  it('says so when the site has no estimates', async () => {
    start(siteScope, '/site/1/estimate/manage', 0, []);
    expect(await screen.findByText('This site has no estimates yet.')).toBeTruthy();
  });

  it('says when no estimate matches the filters', async () => {
    start(siteScope, '/site/1/estimate/manage?type=inbound', 0, []);
    expect(await screen.findByText('No estimates match these filters.')).toBeTruthy();
  });

  it('deletes an estimate from its row after confirming', async () => {
    const { api } = start(siteScope, '/site/1/estimate/manage');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete estimate E00000005' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete estimate E00000005?' });
    expect(confirm.textContent).toContain('Estimate E00000005 and its quotes will be deleted.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Estimate E00000005 deleted')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/sender/v0/estimates/5')).toBe(
      true,
    );
  });

  it('lists the organisation in org context, each row linking to its own site', async () => {
    const { searches } = start(orgScope, '/org/1/estimate/manage?type=inbound');
    const table = await screen.findByRole('table', { name: 'Estimates' });
    expect(searches()[0]?.filter).toEqual({ organisationId: '1', type: 'inbound' });
    expect(within(table).getByRole('link', { name: 'E00000006' }).getAttribute('href')).toBe(
      '/site/2/estimate/6',
    );
    // each row names its own site, as the organisation's other lists do
    expect(within(table).getByRole('columnheader', { name: 'Site' })).toBeTruthy();
    const row = within(table).getByRole('link', { name: 'E00000006' }).closest('tr');
    expect(row && within(row).getByText('Sydney Warehouse')).toBeTruthy();
  });

  it('says the organisation has none, not "this site", when its sites have no estimates', async () => {
    start(orgScope, '/org/1/estimate/manage', 0, []);
    expect(await screen.findByText('These sites have no estimates yet.')).toBeTruthy();
  });

  it('names no Site column for one site', async () => {
    start(siteScope, '/site/1/estimate/manage');
    const table = await screen.findByRole('table', { name: 'Estimates' });
    expect(within(table).queryByRole('columnheader', { name: 'Site' })).toBeNull();
  });

  it('shows why instead of searching when more sites are chosen than a search takes (L26, L27)', async () => {
    const many = Array.from({ length: ESTIMATE_MAX_SITES + 1 }, (_, i) => String(i + 1)).join(',');
    const { searches } = start(orgScope, `/org/1/estimate/manage?sites=${many}`);
    expect(await screen.findByText('Sites selected exceeds maximum of 100.')).toBeTruthy();
    expect(screen.getByText('Modify your selection to see different results.')).toBeTruthy();
    expect(quoteMessages.tooManySites(ESTIMATE_MAX_SITES)).toBe('Sites selected exceeds maximum of 100.');
    expect(searches()).toEqual([]);
  });
});
