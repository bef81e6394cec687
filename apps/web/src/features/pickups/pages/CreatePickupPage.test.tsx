import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enterText } from '../../../testing/enter-text';
import { apiErrorBody, installSignedInApi } from '../../../testing/fake-api';
import type { FakeHandler } from '../../../testing/fake-api';
import { richmondAddress, site } from '../../../testing/fixtures';
import { renderWithProviders, testQueryClient } from '../../../testing/render';
import { draftPickup } from '../testing/pickup.fixture';
import { createPickupScreen } from './CreatePickupPage';

const melbourne = site('1', 'Melbourne DC', { addressId: richmondAddress.id });
const PICKUPS = '/api/sender/v0/pickups';

const saved = draftPickup;

function Viewed() {
  return <p>Viewing pickup {useParams().pickupId}</p>;
}

function start(
  handlers: Record<string, FakeHandler>,
  creationPrevented = false,
  entry = '/site/1/pickup/create/outbound?consignmentId=11',
) {
  const api = installSignedInApi({
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
        element: <Screen site={melbourne} creationPrevented={creationPrevented} />,
      },
      { path: '/site/1/pickup/:pickupId', element: <Viewed /> },
    ],
    { initialEntries: [entry] },
  );
  const queryClient = testQueryClient();
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  return { api, queryClient };
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

  it('has Manage pickups read again once the pickup is kept, not yet requested', async () => {
    const { queryClient } = start({ [`POST ${PICKUPS}`]: () => ({ status: 201, body: { data: saved } }) });
    const listed = ['pickups', 'list', { filter: { siteIds: ['1'] } }];
    queryClient.setQueryData(listed, { data: [], meta: { totalItems: 0, startIndex: 0, itemsPerPage: 30 } });
    await screen.findByRole('heading', { name: 'Create outbound pickup' });
    await userEvent.click(screen.getByRole('button', { name: 'Find services' }));
    await screen.findByRole('table', { name: 'Carrier services' });
    expect(queryClient.getQueryState(listed)?.isInvalidated).toBe(true);
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

  it('says a pickup date gone by at the field, and asks the server for no services for it', async () => {
    const { api } = start({
      [`POST ${PICKUPS}`]: () => ({ status: 201, body: { data: saved } }),
    });
    await screen.findByRole('heading', { name: 'Create outbound pickup' });
    const date = screen.getByLabelText('Pickup date');
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Find services' }));
    expect(await screen.findByText(/^Date must be after \d{1,2} \w{3} \d{4}$/)).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.some((r) => r.method === 'POST' && r.path === PICKUPS)).toBe(false);
    expect(screen.queryByRole('table', { name: 'Carrier services' })).toBeNull();
  });
});

describe('a pickup with dangerous goods (P23)', () => {
  it('asks for the declaration at it when requested without, then sends it', async () => {
    const { api } = start({
      [`POST ${PICKUPS}`]: () => ({ status: 201, body: { data: { ...saved, hasDangerousGoods: true } } }),
      [`POST ${PICKUPS}/p-8/requests`]: () => ({ body: { data: { ...saved, status: 'requested' } } }),
    });
    await screen.findByRole('heading', { name: 'Create outbound pickup' });
    await userEvent.click(screen.getByRole('button', { name: 'Find services' }));
    const services = await screen.findByRole('table', { name: 'Carrier services' });
    const request = screen.getByRole('button', { name: 'Request pickup' });
    expect(screen.getByText('Choose a carrier service to request the pickup.')).toBeTruthy();
    await userEvent.click(within(services).getByRole('radio', { name: 'Startrack | Road Express' }));
    expect(screen.queryByText('Choose a carrier service to request the pickup.')).toBeNull();
    await userEvent.click(request);

    const declaration = screen.getByRole('checkbox', {
      name: 'I declare this pickup includes dangerous goods, as described in its freight',
    });
    expect(screen.getByText('Declare the dangerous goods to request this pickup')).toBeTruthy();
    expect(declaration.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(declaration);
    expect(api.requests.some((r) => r.path === `${PICKUPS}/p-8/requests`)).toBe(false);

    await userEvent.click(declaration);
    expect(screen.queryByText('Declare the dangerous goods to request this pickup')).toBeNull();
    await userEvent.click(request);
    expect(await screen.findByText('Viewing pickup p-8')).toBeTruthy();
    const requested = api.requests.find((r) => r.path === `${PICKUPS}/p-8/requests`);
    expect(requested?.body).toMatchObject({
      data: { dangerousGoodsDeclaration: { excludesDangerousGoods: false } },
    });
  });
});

describe('a new address as the sender (P15, G09)', () => {
  it('says a cleared sender name at its field on Find services, beside the blank line, and goes to it', async () => {
    const { api } = start({}, false, '/site/1/pickup/create/outbound');
    await screen.findByRole('heading', { name: 'Create outbound pickup' });
    await userEvent.click(screen.getByRole('radio', { name: 'New address' }));
    const name = screen.getByRole('textbox', { name: /^Sender name/ });
    fireEvent.change(name, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Find services' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('textbox', { name: /^Sender street address/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByLabelText(/^Line 1 length/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(api.requests.some((r) => r.method === 'POST' && r.path === PICKUPS)).toBe(false);
  });
});

describe('a site that cannot create (spec 4.6, C38, C39)', () => {
  it('says so above the pickup form shown read-only, with no services to find', async () => {
    start({}, true);
    const note = await screen.findByRole('alert', { name: 'This site cannot create pickups at the moment' });
    const reference = screen.getByRole('textbox', { name: /^Reference/ });
    expect(note.compareDocumentPosition(reference) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const box of screen.getAllByRole('textbox')) expect(box.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Find services' })).toBeNull();
  });

  it('is open to a site that can create', async () => {
    start({});
    expect((await screen.findByRole('textbox', { name: /^Reference/ })).matches(':disabled')).toBe(false);
    expect(screen.queryByRole('alert', { name: /cannot create/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Find services' })).toBeTruthy();
  });
});
