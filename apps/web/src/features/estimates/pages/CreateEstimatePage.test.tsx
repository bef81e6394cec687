import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { QuoteTableSlotProps } from '../../../shared/shipment-form/lib/quote-slot';
import type { FakeAnswer } from '../../../testing/fake-api';
import { plainFormConfiguration } from '../../../testing/form-configuration';
import { apiErrorBody, installFakeApi } from '../../../testing/fake-api';
import { site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { estimate } from '../../../testing/estimate-fixture';
import { CreateEstimatePage } from './CreateEstimatePage';

const melbourne = site('1', 'Melbourne DC');

function QuoteTableStub({ quotes }: QuoteTableSlotProps) {
  return <p>{quotes.map((q) => q.id).join(', ')}</p>;
}

function Page() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <CreateEstimatePage site={melbourne} creationPrevented={false} QuoteTable={QuoteTableStub} />
    </>
  );
}

function start(path: string, saved?: FakeAnswer) {
  installFakeApi({
    ...plainFormConfiguration('estimate'),
    ...(saved ? { 'GET /api/sender/v0/estimates/7': () => saved } : {}),
  });
  // the editor's discard guard needs a data router
  const router = createMemoryRouter(
    [{ path: '/site/:siteId/estimate/create/:estimateType', element: <Page /> }],
    {
      initialEntries: [path],
    },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe('create estimate', () => {
  it('opens an outbound estimate for a type it does not know', async () => {
    start('/site/1/estimate/create/express');
    expect(await screen.findByRole('heading', { name: 'Create estimate' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/site/1/estimate/create/outbound');
    expect(await screen.findByRole('textbox', { name: 'Line 1 description' })).toBeTruthy();
  });

  it('edits a saved estimate, starting from its lines', async () => {
    const saved = estimate({ id: '7', siteId: '1', estimateNumber: 'E00000007' });
    start('/site/1/estimate/create/outbound?estimate=7', { body: { data: saved } });
    expect(await screen.findByRole('heading', { name: 'Edit estimate E00000007' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Medium carton')).toBeTruthy();
    expect(screen.getByDisplayValue('PO-9')).toBeTruthy();
  });

  it('shows the not-found screen for an estimate that does not exist', async () => {
    start('/site/1/estimate/create/outbound?estimate=7', {
      status: 404,
      body: apiErrorBody(404, 'notFound', 'Not found'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Estimate not found.' })).toBeTruthy();
  });
});
