import type { Pickup, PickupService } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enterText } from '../../../testing/enter-text';
import { apiErrorBody, installFakeApi } from '../../../testing/fake-api';
import type { FakeHandler } from '../../../testing/fake-api';
import { richmondAddress, site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { createPickupScreen } from './CreatePickupPage';

const melbourne = site('1', 'Melbourne DC', { addressId: richmondAddress.id });
const PICKUPS = '/api/sender/v0/pickups';

const service = (id: string, carrierName: string, name: string): PickupService => ({
  agreedServiceId: id,
  serviceId: `S${id}`,
  carrierId: `c-${id}`,
  name,
  carrierName,
  carrierChargeAccount: `ACC-${id}`,
  pickupBookingCutoff: '14:00',
  pickupCutoff: '16:00',
  pickupWindowMinimum: 120,
  evaluation: {},
  selectable: true,
});

const saved: Pickup = {
  id: 'p-8',
  siteId: '1',
  type: 'outbound',
  status: 'draft',
  createdAt: '2026-12-01T00:00:00Z',
  updatedAt: '2026-12-01T00:00:00Z',
  pickupDate: '2026-12-02',
  pickupWindow: '2026-12-02T09:00:00+11:00/PT4H',
  pickupCloseTime: '13:00',
  senderTimeZone: 'Australia/Melbourne',
  pickupInstructions: null,
  reference: 'PU-9',
  sender: {
    name: 'Melbourne DC',
    address: richmondAddress,
    locality: null,
    residential: false,
    contact: { name: null, phone: null, email: null },
    addressBookEntryId: null,
    addressBookContactId: null,
  },
  freightProfile: {
    consignments: [{ id: '11', consignmentNo: 'STA000011', receiverName: 'Osborne Park Electrical' }],
    freight: [],
  },
  hasDangerousGoods: false,
  totals: { items: 3, volume: 72_000_000, weight: 7_500 },
  requests: [],
  services: [service('7', 'Redback Logistics', 'Economy Road'), service('4', 'Startrack', 'Road Express')],
  service: null,
  dangerousGoodsDeclaration: null,
};

function Viewed() {
  return <p>Viewing pickup {useParams().pickupId}</p>;
}

function start(handlers: Record<string, FakeHandler>) {
  document.cookie = 'csrf_token=t; path=/';
  const api = installFakeApi({
    [`GET /api/address/v0/addresses/${richmondAddress.id}`]: () => ({ body: { data: richmondAddress } }),
    'GET /api/sender/v0/pickup-reliability': () => ({
      body: { data: [], meta: { days: 90, since: '2026-09-01' } },
    }),
    ...handlers,
  });
  const Screen = createPickupScreen('outbound', true);
  const router = createMemoryRouter(
    [
      {
        path: '/site/1/pickup/create/outbound',
        element: <Screen site={melbourne} creationPrevented={false} />,
      },
      { path: '/site/1/pickup/:pickupId', element: <Viewed /> },
    ],
    { initialEntries: ['/site/1/pickup/create/outbound?consignmentId=11'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { api };
}

describe('create pickup', () => {
  it('finds the services for consignments of Ready to manifest, then requests the one chosen', async () => {
    const { api } = start({
      [`POST ${PICKUPS}`]: () => ({ status: 201, body: { data: saved } }),
      [`POST ${PICKUPS}/p-8/requests`]: () => ({ body: { data: { ...saved, status: 'requested' } } }),
    });
    expect(await screen.findByRole('heading', { name: 'Create outbound pickup' })).toBeTruthy();
    await enterText(screen.getByRole('textbox', { name: /^Reference/ }), 'PU-9');
    await userEvent.click(screen.getByRole('button', { name: 'Find services' }));
    const services = await screen.findByRole('table', { name: 'Carrier services' });
    expect(within(services).getByRole('radio', { name: 'Redback Logistics | Economy Road' })).toBeTruthy();
    const created = api.requests.find((r) => r.method === 'POST' && r.path === PICKUPS);
    expect(created?.body).toMatchObject({ data: { type: 'outbound', siteId: '1', reference: 'PU-9' } });
    expect(JSON.stringify(created?.body)).toContain('"11"');

    expect(screen.getByRole('button', { name: 'Request pickup' })).toHaveProperty('disabled', true);
    await userEvent.click(within(services).getByRole('radio', { name: 'Startrack | Road Express' }));
    await userEvent.click(screen.getByRole('button', { name: 'Request pickup' }));
    expect(await screen.findByText('Viewing pickup p-8')).toBeTruthy();
    const requested = api.requests.find((r) => r.path === `${PICKUPS}/p-8/requests`);
    expect(requested?.body).toEqual({
      data: {
        service: { agreedServiceId: '4' },
        dangerousGoodsDeclaration: { excludesDangerousGoods: true },
      },
    });
  });

  it('shows the server’s 422 at its field', async () => {
    start({
      [`POST ${PICKUPS}`]: () => ({
        status: 422,
        body: apiErrorBody(422, 'invalid', 'cannot be more than 50 characters', '/data/reference'),
      }),
    });
    await screen.findByRole('heading', { name: 'Create outbound pickup' });
    await userEvent.click(screen.getByRole('button', { name: 'Find services' }));
    expect(await screen.findByText('Cannot be more than 50 characters')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Reference/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('table', { name: 'Carrier services' })).toBeNull();
  });
});
