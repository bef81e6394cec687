import { describe, expect, it } from 'vitest';
import { consignmentLineItemSchema } from './consignments';
import { formMessagesB } from './forms';
import { pickupFreightInputSchema } from './pickups';
import { lineItemInputSchema } from './quotes';

const line = {
  packagingType: 'Carton',
  description: 'Books',
  quantity: 1,
  length: 400,
  width: 300,
  height: 200,
  weight: 10_000,
};

/** Quote and estimate lines, consignment (and order) lines and pickup freight share one rule for measures. */
describe.each([
  ['a quote or estimate line', lineItemInputSchema],
  ['a consignment line', consignmentLineItemSchema],
  ['a pickup freight item', pickupFreightInputSchema],
])('%s', (_name, schema) => {
  it('takes whole millimetres and grams from 1', () => {
    expect(schema.safeParse({ ...line, length: 1, width: 1, height: 1, weight: 1 }).success).toBe(true);
  });

  it.each(['length', 'width', 'height', 'weight'])('refuses a %s of 0, or one that rounds to 0', (field) => {
    for (const value of [0, 0.4, -1]) {
      const result = schema.safeParse({ ...line, [field]: value });
      expect(result.error?.issues).toMatchObject([{ path: [field], message: formMessagesB.minimum(1) }]);
    }
  });
});
