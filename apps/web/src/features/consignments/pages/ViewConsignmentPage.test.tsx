import type { Consignment, Site } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContextScope } from '../../../shared/lib/context-scope';
import { apiErrorBody, installSignedInApi } from '../../../testing/fake-api';
import { osborneParkAddress, site, siteScopeOf, startrackRoadExpress } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render';
import { noDeliveryOptions, savedConsignment } from '../../../testing/consignment-fixture';
import { ViewConsignmentPage } from './ViewConsignmentPage';
import { linkHref } from '../../../testing/link-href';

const address = { ...osborneParkAddress, id: 'a1', from: 'suggestion' as const, localityId: 'l1' };
const party = {
  name: 'Osborne Park Electrical',
  addressId: 'a1',
  address,
  line2: null,
  residential: false,
  addressBookEntryId: null,
  addressBookContactId: null,
  contactName: 'Sam',
  contactPhone: null,
  contactEmail: null,
};

/** Consignment 11 of Melbourne DC: paint (dangerous goods), priced; the rest as the form fixture's consignment. */
function consignment(overrides: Partial<Consignment> = {}): Consignment {
  return savedConsignment({
    id: '11',
    version: '"11-3"',
    createdAt: '2026-03-05T01:00:00Z',
    updatedAt: '2026-03-05T01:00:00Z',
    consignmentNo: 'STA000011',
    references: ['PO-1001'],
    dispatchDate: '2026-03-06',
    sender: { ...party, name: 'Melbourne DC' },
    receiver: { ...party, ...noDeliveryOptions, tailgate: true },
    costCenter: null,
    payerAccount: 'ACC-1',
    lineItems: [
      {
        id: 'l1',
        packagingType: 'Carton',
        shippingItemPresetId: null,
        description: 'Paint',
        quantity: 2,
        length: 400,
        width: 300,
        height: 200,
        volume: 48_000_000,
        weight: 6_250,
        reference: null,
        itemIds: [],
        pallets: null,
        dangerousGoods: [
          { unNumber: '1263', properShippingName: 'PAINT', classOrDivision: '3', packingGroup: 'II' },
        ],
      },
    ],
    quoteId: null,
    agreedService: startrackRoadExpress,
    carrier: { id: '2', name: 'Startrack' },
    price: {
      cost: {
        chargesBreakdown: [],
        currency: 'AUD',
        freight: 10_000,
        fees: 0,
        net: 10_000,
        tax: 1_000,
        total: 11_000,
      },
      isMasked: false,
      freightRecoveryAmount: null,
    },
    estimatedTimeOfArrival: '2026-03-10',
    hasDangerousGoods: true,
    customFields: {},
    autoprint: { connotes: { enabled: true }, labels: { enabled: true } },
    itemQuantity: 2,
    volume: 48_000_000,
    weight: 12_500,
    ...overrides,
  });
}

const links = {
  self: '/api/sender/v0/consignments/11',
  labels: [{ name: 'Labels 100 x 150 mm', href: '/api/sender/v0/consignments/11/label.pdf' }],
  connote: '/api/sender/v0/consignments/11/connote.pdf',
  dgSummary: '/api/sender/v0/consignments/11/dg-summary.pdf',
};

const dgSite = site('1', 'Melbourne DC', {
  dangerousGoods: { isTransacting: false, hasTransacted: true, notifiableEnabled: false },
});

function start(
  body: Record<string, unknown>,
  scope: ContextScope,
  deleteAnswer: { status: number; body?: unknown } = { status: 204 },
) {
  const api = installSignedInApi({
    'GET /api/sender/v0/consignments/11': () => ({ body }),
    'HEAD /api/sender/v0/consignments/11/tracking-url': () => ({ status: 404 }),
    'DELETE /api/sender/v0/consignments/11': () => deleteAnswer,
    'GET /api/auth/csrf': () => ({ body: { token: 't' } }),
  });
  renderRoutes('/site/1/consignment/11', {
    '/:ctx/:id/consignment/:consignmentId': (
      <ViewConsignmentPage scope={scope} creationPrevented={false} defaultPageSize={30} />
    ),
  });
  return api;
}

const siteScope = (s = dgSite) => siteScopeOf(s);

describe('view consignment', () => {
  it('shows its status, lines with dangerous goods, price, documents and POD', async () => {
    start(
      {
        data: {
          ...consignment({
            manifest: { id: '5', addedAt: '2026-03-06T00:00:00Z' },
            tracking: {
              events: [
                {
                  type: 'proofOfDelivery',
                  data: {
                    occurredAt: '2026-03-09T03:00:00Z',
                    description: 'Signed for',
                    location: 'Osborne Park',
                    documentId: 'pod-1',
                  },
                },
              ],
            },
          }),
        },
        links,
      },
      siteScope(),
    );
    expect(await screen.findByText('Manifest created')).toBeTruthy();
    expect(screen.getByText('UN1263 PAINT, class 3, PG II')).toBeTruthy();
    expect(screen.getByText('$110.00 incl. $10.00 GST')).toBeTruthy();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Label' }).getAttribute('href')).toBe(
      '/document/label/11?labelUrl=label.pdf',
    );
    expect(within(documents).getByRole('link', { name: 'Dangerous goods summary' })).toBeTruthy();
    expect(screen.getByText('POD available')).toBeTruthy();
    // manifested: the carrier's now (M55, M56)
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('names each line’s packaging in the site’s words, as the form offered it', async () => {
    const jiffySite: Site = { ...dgSite, packagingTypes: [{ name: 'JiffyBag', description: 'Jiffy bag' }] };
    const [line] = consignment().lineItems;
    if (!line) throw new Error('the fixture has a line');
    start(
      {
        data: consignment({ lineItems: [{ ...line, packagingType: 'JiffyBag', dangerousGoods: [] }] }),
        links,
      },
      siteScope(jiffySite),
    );
    const items = await screen.findByRole('table', { name: 'Items' });
    expect(within(items).getByText('Jiffy bag')).toBeTruthy();
    expect(within(items).queryByText('JiffyBag')).toBeNull();
  });

  it('offers Edit in site context until the consignment is manifested (M14)', async () => {
    start({ data: consignment(), links }, siteScope());
    expect(await screen.findByText('Consignment created')).toBeTruthy();
    expect(linkHref('Edit')).toBe('/site/1/consignment/11/edit');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('needs the dangerous goods feature or past use to show dangerous goods (M41)', async () => {
    start({ data: consignment(), links }, siteScope(site('1', 'Melbourne DC')));
    expect(await screen.findByText(/dangerous goods, which are not available/)).toBeTruthy();
    expect(screen.queryByText('UN1263 PAINT, class 3, PG II')).toBeNull();
  });

  it('shows how its dangerous goods are packed and who answers for them in an emergency', async () => {
    const paint = consignment();
    const drums = {
      unNumber: '1263',
      properShippingName: 'PAINT',
      classOrDivision: '3',
      packingGroup: 'II',
      receptacle: 'Steel drum',
      receptacleCount: 2,
      receptacleAggregateQuantity: { amount: 20, unit: 'L' },
      totalAggregateQuantity: null,
    };
    const emergencyContact = { name: 'Chemwatch', phone: '1800 000 000' };
    start(
      {
        data: consignment({
          lineItems: paint.lineItems.map((line) => ({ ...line, dangerousGoods: [drums] })),
          dangerousGoodsDeclaration: { excludesDangerousGoods: false, emergencyContact },
        }),
        links,
      },
      siteScope(),
    );
    expect(
      await screen.findByText('UN1263 PAINT, class 3, PG II · 2 × Steel drum, 20 L each, 40 L in all'),
    ).toBeTruthy();
    expect(screen.getByText('24-hour emergency contact: Chemwatch · 1800 000 000')).toBeTruthy();
  });

  it('has no Edit in org context, and deleting a manifested one says so', async () => {
    const api = start(
      { data: consignment({ issues: [{ code: 'x', message: 'Receiver address is incomplete' }] }), links },
      { type: 'org', organisation: dgSite.organisation, sites: [dgSite] },
      { status: 409, body: apiErrorBody(409, 'alreadyManifested', 'manifested') },
    );
    expect(await screen.findByText('Consignment with issues')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: /^Delete consignment \w+\?$/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert', { name: 'Already manifested' });
    expect(alert.textContent).toContain(
      'This consignment has already been manifested and can no longer be changed.',
    );
    const sent = api.requests.find((r) => r.method === 'DELETE');
    expect(sent?.headers.get('If-Match')).toBe('"11-3"');
  });
});
