import { describe, expect, it } from 'vitest';
import { site } from '../../../testing/fixtures';
import { openOrder } from '../../../testing/order-fixture';
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

const order = (dispatchDate: string) =>
  openOrder('5', { orderNumber: 'SO-1001', references: ['PO-7'], dispatchDate });

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
