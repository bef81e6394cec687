import type { Pickup } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, installSignedInApi } from '../../../testing/fake-api';
import type { FakeHandler } from '../../../testing/fake-api';
import { site } from '../../../testing/fixtures';
import { CurrentPath, renderRoutes } from '../../../testing/render';
import { draftPickup, pickupService } from '../testing/pickup.fixture';
import { ViewPickupPage } from './ViewPickupPage';
import { linkHref } from '../../../testing/link-href';

const melbourne = site('1', 'Melbourne DC');
const PICKUP = '/api/sender/v0/pickups/p-7';

const redback = pickupService('7', 'Redback Logistics', 'Economy Road');
const startrack = pickupService('4', 'Startrack', 'Road Express');

const draft: Pickup = {
  ...draftPickup,
  id: 'p-7',
  pickupInstructions: 'Dock 3, ring the bell',
  reference: 'PU-REF-1',
  sender: {
    ...draftPickup.sender,
    contact: { name: 'Sam Dock', phone: '0390001111', email: null },
  },
  freightProfile: {
    consignments: [{ id: '11', consignmentNo: 'STA000011', receiverName: 'Osborne Park Electrical' }],
    freight: [
      {
        destination: { locality: 'Osborne Park', postcode: '6017', subdivision: 'WA', countryId: 'AU' },
        description: 'Cartons of cable',
        packagingType: 'Carton',
        length: 400,
        width: 300,
        height: 200,
        weight: 2500,
        quantity: 3,
        consignmentId: '11',
        shippingItemPresetId: null,
        dangerousGoods: [],
      },
    ],
  },
  services: [redback, startrack],
};

const requestTo = (agreedServiceId: string): Pickup['requests'][number] => ({
  id: 'r-1',
  createdAt: '2026-12-01T01:00:00Z',
  updatedAt: '2026-12-01T02:00:00Z',
  agreedServiceId,
  superseded: false,
  confirmation: null,
  rejection: null,
});

const rejected: Pickup = {
  ...draft,
  status: 'rejected',
  service: redback,
  requests: [
    {
      ...requestTo('7'),
      rejection: { rejectedAt: '2026-12-01T02:00:00Z', reason: 'No driver available in the window' },
    },
  ],
};

/** The draft as it answers once requested of Startrack. */
const requestedOfStartrack: Pickup = {
  ...draft,
  status: 'requested',
  service: startrack,
  requests: [requestTo('4')],
};

function start(pickup: Pickup | null, handlers: Record<string, FakeHandler> = {}, of = melbourne) {
  const api = installSignedInApi({
    [`GET ${PICKUP}`]: () =>
      pickup ? { body: { data: pickup } } : { status: 404, body: apiErrorBody(404, 'notFound', 'Not found') },
    'GET /api/sender/v0/pickup-reliability': () => ({
      body: { data: [], meta: { days: 90, since: '2026-09-01' } },
    }),
    ...handlers,
  });
  renderRoutes('/site/1/pickup/p-7', {
    '/site/:siteId/pickup/:pickupId': <ViewPickupPage site={of} creationPrevented={false} />,
    '/site/:siteId/pickup/manage': <CurrentPath />,
  });
  return { api };
}

describe('view pickup', () => {
  it('shows the pickup and its freight, and requests a draft from the carrier chosen', async () => {
    const { api } = start(draft, {
      [`POST ${PICKUP}/requests`]: () => ({ body: { data: requestedOfStartrack } }),
    });
    expect(await screen.findByText('Not requested')).toBeTruthy();
    expect(screen.getByText('18 Cremorne Street, Richmond VIC 3121')).toBeTruthy();
    expect(screen.getByText('Dock 3, ring the bell')).toBeTruthy();
    expect(screen.getByText('Sam Dock, 0390001111')).toBeTruthy();
    expect(screen.getByText('3 items, 0.072 m³, 7.5 kg')).toBeTruthy();
    // the movement type reads as the lists and the other views name it
    expect(screen.getByText('Outbound')).toBeTruthy();
    expect(screen.getByText('Not requested yet.')).toBeTruthy();
    expect(screen.getByText('Consignments: STA000011 (Osborne Park Electrical)')).toBeTruthy();
    const freight = screen.getByRole('table', { name: 'Freight' });
    expect(within(freight).getByText('40 × 30 × 20')).toBeTruthy();
    expect(within(freight).getByText('Osborne Park WA 6017')).toBeTruthy();

    const request = screen.getByRole('button', { name: 'Request pickup' });
    expect(request).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Startrack | Road Express' }));
    await userEvent.click(request);
    expect(await screen.findByText('Waiting for the carrier')).toBeTruthy();
    expect(screen.getByText('Startrack | Road Express', { selector: 'p' })).toBeTruthy();
    const asked = api.requests.find((r) => r.method === 'POST');
    expect(asked?.body).toEqual({
      data: {
        service: { agreedServiceId: '4' },
        dangerousGoodsDeclaration: { excludesDangerousGoods: true },
      },
    });
  });

  it('asks a draft with dangerous goods for the declaration before it goes, and sends it declared', async () => {
    const [line] = draft.freightProfile.freight;
    if (!line) throw new Error('the fixture has a line');
    const paint = { unNumber: '1263', properShippingName: 'PAINT', classOrDivision: '3', packingGroup: 'II' };
    const { api } = start(
      {
        ...draft,
        hasDangerousGoods: true,
        freightProfile: { ...draft.freightProfile, freight: [{ ...line, dangerousGoods: [paint] }] },
      },
      { [`POST ${PICKUP}/requests`]: () => ({ body: { data: requestedOfStartrack } }) },
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Startrack | Road Express' }));
    // what the declaration is about, in the freight
    const freight = screen.getByRole('table', { name: 'Freight' });
    expect(within(freight).getByText('UN1263 PAINT, class 3, PG II')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Request pickup' }));
    const declaration = screen.getByRole('checkbox', {
      name: /I declare this pickup includes dangerous goods/,
    });
    expect(screen.getByText('Declare the dangerous goods to request this pickup')).toBeTruthy();
    expect(document.activeElement).toBe(declaration);
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.click(declaration);
    await userEvent.click(screen.getByRole('button', { name: 'Request pickup' }));
    expect(await screen.findByText('Waiting for the carrier')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      data: { dangerousGoodsDeclaration: { excludesDangerousGoods: false } },
    });
  });

  it('shows the carrier’s rejection, and offers a new request and a clone', async () => {
    start(rejected);
    const answer = await screen.findByLabelText('Request');
    expect(within(answer).getByText('No driver available in the window')).toBeTruthy();
    expect(within(answer).getByText('Redback Logistics | Economy Road')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send new request' })).toBeNull();
    expect(linkHref('Clone')).toBe('/site/1/pickup/create/outbound?clone=p-7');
    await userEvent.click(screen.getByRole('button', { name: 'New request' }));
    expect(screen.getByRole('button', { name: 'Send new request' })).toHaveProperty('disabled', true);
  });

  it('breaks long unbroken values within their cards, so a phone does not scroll sideways', async () => {
    const carrierReference = `BK${'0123456789'.repeat(9)}ABCDEFGH`;
    const longName = `MelbourneDistributionCentre${'X'.repeat(60)}`;
    start({
      ...draft,
      reference: `PU${'9'.repeat(98)}`,
      sender: { ...draft.sender, name: longName },
      status: 'confirmed',
      service: startrack,
      requests: [
        {
          ...requestTo('4'),
          confirmation: { confirmedAt: '2026-12-01T02:00:00Z', carrierReference },
        },
      ],
    });
    const breaks = (element: HTMLElement) => {
      for (let at: HTMLElement | null = element; at; at = at.parentElement)
        if (getComputedStyle(at).overflowWrap === 'anywhere') return true;
      return false;
    };
    expect(breaks(await screen.findByText(carrierReference))).toBe(true);
    expect(breaks(screen.getByText(`PU${'9'.repeat(98)}`))).toBe(true);
    expect(breaks(screen.getByRole('heading', { name: longName }))).toBe(true);
    // a short value is the same element, so the check above is not true of everything on the page
    expect(breaks(screen.getByRole('heading', { name: 'View pickup' }))).toBe(false);
  });

  it('marks what the pickup lacks with the em dash every view uses', async () => {
    start({ ...draft, reference: null, pickupInstructions: null });
    const fact = async (label: string) =>
      (await screen.findByText(label, { selector: 'p' })).nextElementSibling?.textContent;
    expect(await fact('Instructions')).toBe('—');
    expect(await fact('Reference')).toBe('—');
  });

  it('names the freight’s packaging in the site’s words, as the form offered it', async () => {
    const [line] = draft.freightProfile.freight;
    if (!line) throw new Error('the fixture has a line');
    start(
      {
        ...draft,
        freightProfile: { ...draft.freightProfile, freight: [{ ...line, packagingType: 'JiffyBag' }] },
      },
      {},
      site('1', 'Melbourne DC', { packagingTypes: [{ name: 'JiffyBag', description: 'Jiffy bag' }] }),
    );
    const freight = await screen.findByRole('table', { name: 'Freight' });
    expect(within(freight).getByText('Jiffy bag')).toBeTruthy();
  });

  it('counts a single item as one item', async () => {
    start({ ...draft, totals: { items: 1, volume: 24_000_000, weight: 2_500 } });
    const fact = async (label: string) =>
      (await screen.findByText(label, { selector: 'p' })).nextElementSibling?.textContent;
    expect(await fact('Totals')).toBe('1 item, 0.024\u00a0m³, 2.5\u00a0kg');
  });

  it('shows the not-found screen for a pickup that does not exist', async () => {
    start(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Pickup not found.' })).toBeTruthy();
  });
});

describe('deleting a pickup', () => {
  it('deletes a draft once confirmed, and goes to Manage pickups', async () => {
    const { api } = start(draft, { [`DELETE ${PICKUP}`]: () => ({ status: 204 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this pickup?' });
    expect(
      within(dialog).getByText(
        'The pickup from Melbourne DC on Wed, 2 Dec 2026 has not been requested; it will be deleted. This cannot be undone.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('at /site/1/pickup/manage')).toBeTruthy();
    expect(await screen.findByText('Pickup deleted')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([PICKUP]);
  });

  it('keeps it when the dialog is cancelled', async () => {
    const { api } = start(draft, { [`DELETE ${PICKUP}`]: () => ({ status: 204 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this pickup?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'View pickup' })).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('is not offered once the carrier has been asked', async () => {
    start(rejected);
    expect(await screen.findByRole('button', { name: 'New request' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
