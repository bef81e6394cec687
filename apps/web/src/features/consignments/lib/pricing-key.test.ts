import { describe, expect, it } from 'vitest';
import { newDangerousGoods } from '../../../shared/shipment-form/lib/new-line';
import { site } from '../../../testing/fixtures';
import { defaultConsignmentForm } from './form-defaults';
import type { ConsignmentForm } from './form-schema';
import { pricingKey } from './pricing-key';

const start = defaultConsignmentForm({
  type: 'outbound',
  site: site('1', 'Melbourne DC'),
  customFields: [],
  recovery: { type: 'none', value: null },
  today: '2026-12-01',
});

/** The form with its first line carrying one dangerous goods entry, changed as given. */
function withDangerousGoods(change: Partial<ReturnType<typeof newDangerousGoods>>): ConsignmentForm {
  const [line] = start.lineItems;
  if (!line) throw new Error('a new consignment has a line');
  const entry = { ...newDangerousGoods(), unNumber: '1993', properShippingName: 'FLAMMABLE LIQUID, N.O.S.' };
  return { ...start, lineItems: [{ ...line, dangerousGoods: [{ ...entry, ...change }] }] };
}

describe('what a price depends on', () => {
  it('changes with the freight’s measures and its dangerous goods', () => {
    const [line] = start.lineItems;
    if (!line) throw new Error('a new consignment has a line');
    expect(pricingKey({ ...start, lineItems: [{ ...line, quantity: 40 }] })).not.toBe(pricingKey(start));
    expect(pricingKey(withDangerousGoods({}))).not.toBe(pricingKey(start));
    expect(pricingKey(withDangerousGoods({ unNumber: '1263' }))).not.toBe(pricingKey(withDangerousGoods({})));
  });

  it('stays as it was while only words for the documents change: a reference, a technical name', () => {
    expect(pricingKey({ ...start, references: ['PO-1'] })).toBe(pricingKey(start));
    expect(pricingKey(withDangerousGoods({ technicalName: 'xylene' }))).toBe(
      pricingKey(withDangerousGoods({})),
    );
  });
});
