import { dangerousGoodsPresetMessages, errorCodes } from '@freight/contracts';
import type { Estimate } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ContextScope } from '../../../shared/lib/context-scope';
import type { QuoteTableSlotProps } from '../../../shared/shipment-form/lib/quote-slot';
import type { FakeAnswer } from '../../../testing/fake-api';
import { apiErrorBody, installFakeApi } from '../../../testing/fake-api';
import { site, siteScopeOf } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { quote } from '../../../testing/quote-fixture';
import { estimate } from '../../../testing/estimate-fixture';
import { ViewEstimatePage } from './ViewEstimatePage';
import { linkHref } from '../../../testing/link-href';

const melbourne = site('1', 'Melbourne DC');
const sydney = site('2', 'Sydney Warehouse');

const orgScope: ContextScope = {
  type: 'org',
  organisation: melbourne.organisation,
  sites: [melbourne, sydney],
};
const melbourneScope = siteScopeOf(melbourne);

/** Stands in for the quotes feature's table: the quotes it was given, the selected ones marked. */
function QuoteTableStub({ quotes, selectedIds }: QuoteTableSlotProps) {
  return (
    <ul aria-label="Quote stub">
      {quotes.map((q) => (
        <li key={q.id}>{selectedIds.includes(q.id) ? `${q.id} (selected)` : q.id}</li>
      ))}
    </ul>
  );
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Sydney's inbound estimate 12, with two quotes of which the second is selected. */
const sydneyEstimate: Estimate = estimate({
  id: '12',
  siteId: '2',
  type: 'inbound',
  estimateNumber: 'E00000012',
  quotes: [quote({ id: 'q1' }), quote({ id: 'q2' })],
  selectedQuoteIds: ['q2'],
});

function start(scope: ContextScope, path: string, answer: FakeAnswer) {
  const api = installFakeApi({ 'GET /api/sender/v0/estimates/12': () => answer });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/:ctx/:ctxId/estimate/:estimateId"
          element={
            <ViewEstimatePage
              scope={scope}
              creationPrevented={false}
              defaultPageSize={30}
              QuoteTable={QuoteTableStub}
            />
          }
        />
        {/* the estimate's own site, where a view opened in another site's context moves to */}
        <Route path="/site/2/estimate/:estimateId" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return { api };
}

describe('view estimate (L05)', () => {
  it('shows another site’s estimate in org context, listing in the org and editing at the estimate’s site', async () => {
    const { api } = start(orgScope, '/org/1/estimate/12', { body: { data: sydneyEstimate } });
    expect(await screen.findByRole('heading', { name: 'Estimate E00000012' })).toBeTruthy();
    expect(screen.getByText('Saved quotes for freight of Sydney Warehouse.')).toBeTruthy();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/sender/v0/estimates/12');
    // the list stays in the context the estimate was opened in
    expect(linkHref('All estimates')).toBe('/org/1/estimate/manage');
    // editing and converting are site-only, so they go to the estimate's own site, not the first of the org
    expect(linkHref('Edit')).toBe('/site/2/estimate/create/inbound?estimate=12');
    expect(linkHref('Create consignment')).toBe('/site/2/consignment/create/inbound?estimate=12&quote=q2');
    const quotes = screen.getByRole('region', { name: 'Quotes' });
    expect(within(quotes).getByText('1 selected')).toBeTruthy();
    expect(within(quotes).getByText('q1')).toBeTruthy();
    expect(within(quotes).getByText('q2 (selected)')).toBeTruthy();
  });

  it('links the consignments it was converted to, at the estimate’s site', async () => {
    start(orgScope, '/org/1/estimate/12', {
      body: {
        data: {
          ...sydneyEstimate,
          convertedConsignment: [
            { id: '240', connoteNumber: 'RBL000000598', convertedAt: '2026-11-29T00:00:00Z' },
            { id: '241', connoteNumber: 'RBL000000604', convertedAt: '2026-11-29T00:05:00Z' },
          ],
        },
      },
    });
    expect(await screen.findByText(/Converted to consignments/)).toBeTruthy();
    expect(linkHref('RBL000000598')).toBe('/site/2/consignment/240');
    expect(linkHref('RBL000000604')).toBe('/site/2/consignment/241');
  });

  it('gives each line’s dangerous goods as the DG summary will: UN number, name, class, group and packing', async () => {
    const [line] = sydneyEstimate.lineItems;
    if (!line) throw new Error('the fixture has a line');
    start(orgScope, '/org/1/estimate/12', {
      body: {
        data: {
          ...sydneyEstimate,
          lineItems: [
            {
              ...line,
              description: 'Solvent cans',
              dangerousGoods: [
                {
                  receptacle: 'Can',
                  receptacleCount: 4,
                  unNumber: '1090',
                  properShippingName: 'ACETONE',
                  packingGroup: 'II',
                  classOrDivision: '3',
                },
              ],
            },
          ],
        },
      },
    });
    const lines = await screen.findByRole('table', { name: 'Line items' });
    expect(within(lines).getByText('UN1090 ACETONE, class 3, PG II · 4 × Can')).toBeTruthy();
  });

  it('moves an estimate of another site opened in site context to the estimate’s own site', async () => {
    start(melbourneScope, '/site/1/estimate/12', { body: { data: sydneyEstimate } });
    expect((await screen.findByTestId('location')).textContent).toBe('/site/2/estimate/12');
    expect(screen.queryByRole('heading', { name: 'Estimate E00000012' })).toBeNull();
  });

  it('says dangerous goods are not available when the server refuses the estimate for them (L30)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start(orgScope, '/org/1/estimate/12', {
      status: 403,
      body: apiErrorBody(403, errorCodes.forbidden, dangerousGoodsPresetMessages.notAvailable),
    });
    expect(await screen.findByText(dangerousGoodsPresetMessages.notAvailable)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'View estimate' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
