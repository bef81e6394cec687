import { describe, expect, it } from 'vitest';
import type { Order } from '@freight/contracts';
import { consignmentFromOrders } from './order-selection';

const address = {
  id: 'a1',
  line1: '1 King William St',
  line2: null,
  locality: 'Adelaide',
  postcode: '5000',
  subdivision: 'SA',
  countryId: 'AU',
  timeZone: 'Australia/Adelaide',
  from: 'suggestion' as const,
  gnafId: null,
  localityId: '9',
};

const order = (id: string, over: Partial<Order> = {}): Order => ({
  id,
  siteId: '1',
  orderNumber: `SO-${id}`,
  status: 'open',
  source: 'api',
  payerAccount: null,
  costCenter: null,
  references: [],
  dispatchDate: '2026-03-06',
  sender: null,
  receiver: {
    name: 'Adelaide Customer',
    address,
    residential: false,
    contactName: null,
    contactPhone: null,
    contactEmail: null,
    tailgate: false,
    handUnload: false,
    authorityToLeave: false,
    specialInstructions: null,
  },
  lineItems: [],
  itemQuantity: 1,
  volume: 1,
  weight: 1,
  consignment: null,
  createdAt: '2026-03-05T00:00:00Z',
  updatedAt: '2026-03-05T00:00:00Z',
  ...over,
});

describe('consignmentFromOrders', () => {
  it('takes open orders of one site for one receiver, whatever the case and spacing of its name', () => {
    const second = order('2');
    second.receiver = { ...second.receiver, name: ' adelaide  customer ' };
    expect(consignmentFromOrders([order('1'), second])).toEqual({ ok: true, siteId: '1' });
  });

  it('refuses nothing chosen, another receiver, another site and an order already consigned', () => {
    expect(consignmentFromOrders([]).ok).toBe(false);
    const other = order('2');
    other.receiver = { ...other.receiver, address: { ...address, line1: '9 Grenfell St' } };
    expect(consignmentFromOrders([order('1'), other])).toEqual({
      ok: false,
      reason: 'Choose orders for the same receiver.',
    });
    expect(consignmentFromOrders([order('1'), order('2', { siteId: '2' })])).toEqual({
      ok: false,
      reason: 'Choose orders of one site.',
    });
    expect(consignmentFromOrders([order('1', { status: 'converted' })]).ok).toBe(false);
  });
});
