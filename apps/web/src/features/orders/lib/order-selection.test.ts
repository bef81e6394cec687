import { describe, expect, it } from 'vitest';
import { adelaideAddress, openOrder } from '../../../testing/order-fixture';
import { consignmentFromOrders } from './order-selection';

const address = adelaideAddress();
const order = openOrder;

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
