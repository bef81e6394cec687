import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addDays, siteToday } from '@freight/rules';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installSignedInApi } from '../../../testing/fake-api';
import { consignmentSummary, osborneParkAddress, richmondAddress, site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { inboundConsignment } from '../testing/inbound-consignment.fixture';
import { createPickupScreen } from './CreatePickupPage';

const melbourne = site('1', 'Melbourne DC', { addressId: richmondAddress.id });
const textiles = { name: 'Sydney Road Textiles', address: osborneParkAddress };

function start(senders: (typeof textiles)[], dispatchDates: string[] = []) {
  const ids = senders.map((_, i) => String(11 + i));
  const api = installSignedInApi({
    [`GET /api/address/v0/addresses/${richmondAddress.id}`]: () => ({ body: { data: richmondAddress } }),
    'GET /api/sender/v0/pickup-reliability': () => ({
      body: { data: [], meta: { days: 90, since: '2026-09-01' } },
    }),
    'GET /api/sender/v0/consignments': () => ({
      body: {
        data: senders.map((sender, i) =>
          consignmentSummary(ids[i] ?? '', `MAL00000${ids[i]}`, {
            type: 'inbound',
            sender,
            ...(dispatchDates[i] ? { dispatchDate: dispatchDates[i] } : {}),
          }),
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

describe('the pickup date of a pickup from consignments', () => {
  const today = siteToday();
  const dateField = () => screen.getByLabelText('Pickup date');

  it('starts on the day they are dispatched, the earliest of them', async () => {
    start([textiles, textiles], [addDays(today, 3), addDays(today, 2)]);
    await waitFor(() => expect(dateField()).toHaveProperty('value', addDays(today, 2)));
  });

  it('starts today when they were due to go before today', async () => {
    start([textiles], [addDays(today, -4)]);
    expect(await screen.findByRole('combobox', { name: /^Sender/ })).toBeTruthy();
    await waitFor(() => expect(dateField()).toHaveProperty('value', today));
    await waitFor(() => expect(dateField().getAttribute('aria-invalid')).not.toBe('true'));
  });

  it('keeps a date the user typed before they loaded', async () => {
    start([textiles], [addDays(today, 3)]);
    fireEvent.change(dateField(), { target: { value: addDays(today, 1) } });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Sender/ })).toHaveProperty(
        'value',
        'Sydney Road Textiles',
      ),
    );
    expect(dateField()).toHaveProperty('value', addDays(today, 1));
  });
});
