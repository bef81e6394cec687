import type { Order } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { osborneParkAddress, site } from '../../../testing/fixtures';
import { defaultConsignmentForm } from './form-defaults';
import { ordersToConsignmentForm } from './form-from-orders';

const TODAY = '2026-03-09';

const start = defaultConsignmentForm({
  type: 'outbound',
  site: site('1', 'Melbourne DC'),
  customFields: [],
  recovery: { type: 'none', value: null },
  today: TODAY,
});

const party = {
  name: 'Osborne Park Office Supplies',
  address: osborneParkAddress,
  residential: false,
  contactName: null,
  contactPhone: null,
  contactEmail: null,
};

function order(dispatchDate: string): Order {
  return {
    id: '5',
    siteId: '1',
    orderNumber: 'SO-1001',
    status: 'open',
    source: 'api',
    payerAccount: null,
    costCenter: null,
    references: ['PO-7'],
    dispatchDate,
    sender: null,
    receiver: {
      ...party,
      tailgate: false,
      handUnload: false,
      authorityToLeave: false,
      specialInstructions: null,
    },
    lineItems: [],
    itemQuantity: 0,
    volume: 0,
    weight: 0,
    consignment: null,
    createdAt: '2026-03-01T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
  };
}

describe('a consignment made from orders', () => {
  it('ships on the order’s date when it is today or later', () => {
    expect(ordersToConsignmentForm([order('2026-03-11')], start, TODAY).dispatchDate).toBe('2026-03-11');
    expect(ordersToConsignmentForm([order(TODAY)], start, TODAY).dispatchDate).toBe(TODAY);
  });

  it('ships on the form’s own date when the order’s has gone by', () => {
    const form = ordersToConsignmentForm([order('2026-03-02')], start, TODAY);
    expect(form.dispatchDate).toBe(start.dispatchDate);
    expect(form.references).toEqual(['SO-1001', 'PO-7']);
  });
});
