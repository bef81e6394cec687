import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installSignedInApi } from '../../../testing/fake-api';
import { consignmentSummary, osborneParkAddress, richmondAddress, site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { inboundConsignment } from '../testing/inbound-consignment.fixture';
import { createPickupScreen } from './CreatePickupPage';

const melbourne = site('1', 'Melbourne DC', { addressId: richmondAddress.id });
const textiles = { name: 'Sydney Road Textiles', address: osborneParkAddress };

function start(senders: (typeof textiles)[]) {
  const ids = senders.map((_, i) => String(11 + i));
  const api = installSignedInApi({
    [`GET /api/address/v0/addresses/${richmondAddress.id}`]: () => ({ body: { data: richmondAddress } }),
    'GET /api/sender/v0/pickup-reliability': () => ({
      body: { data: [], meta: { days: 90, since: '2026-09-01' } },
    }),
    'GET /api/sender/v0/consignments': () => ({
      body: {
        data: senders.map((sender, i) =>
          consignmentSummary(ids[i] ?? '', `MAL00000${ids[i]}`, { type: 'inbound', sender }),
        ),
        meta: { totalItems: senders.length, startIndex: 0, itemsPerPage: 30, totalItemsCapped: false },
      },
    }),
    'GET /api/sender/v0/consignments/11': () => ({
      body: { data: inboundConsignment, links: { self: '/11', labels: [], connote: '/11/connote' } },
    }),
  });
  const Screen = createPickupScreen('inbound', true);
  const router = createMemoryRouter(
    [
      {
        path: '/site/1/pickup/prefill/inbound',
        element: <Screen site={melbourne} creationPrevented={false} />,
      },
    ],
    { initialEntries: [`/site/1/pickup/prefill/inbound?consignmentId=${ids.join(',')}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return api;
}

describe('an inbound pickup from consignments', () => {
  it('starts from their sender’s address book entry and contact', async () => {
    start([textiles]);
    expect((await screen.findAllByText('28 Hasler Rd, Osborne Park WA 6017')).length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: 'Address book' })).toHaveProperty('checked', true);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Sender/ })).toHaveProperty(
        'value',
        'Sydney Road Textiles',
      ),
    );
    expect(screen.getByRole('textbox', { name: /^Contact name/ })).toHaveProperty('value', 'Priya');
  });

  it('leaves senders that differ to the user, and says so', async () => {
    const api = start([textiles, { ...textiles, name: 'Brunswick Yarns' }]);
    expect(await screen.findByText(/collected from different senders/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Sender/ })).toHaveProperty('value', '');
    expect(api.requests.some((r) => r.path === '/api/sender/v0/consignments/11')).toBe(false);
  });
});
