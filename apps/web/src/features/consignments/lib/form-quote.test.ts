import { describe, expect, it } from 'vitest';
import { site } from '../../../testing/fixtures';
import { priced as quote } from './form-fixture';
import { pickQuote } from './form-quote';

const agreed = (id: string) => ({
  id,
  name: 'Road',
  carrierChargeAccount: 'A1',
  carrierServiceId: 'cs1',
  carrierServiceProviderType: 'carrier',
  isActive: true,
  carrier: { id: 'c1', name: 'Swift' },
});
const melbourne = site('1', 'Melbourne DC', { agreedServices: [agreed('7'), agreed('8')] });

describe('the quote a quote set starts on', () => {
  it('is the recommended one, else the first the site can choose, else none', () => {
    const cheap = quote({ id: 'a', agreedServiceId: '7' });
    const recommended = quote({ id: 'b', agreedServiceId: '8', recommended: true });
    expect(pickQuote([cheap, recommended], melbourne)).toBe('b');
    expect(pickQuote([cheap, { ...recommended, selectable: false }], melbourne)).toBe('a');
    // a service the site no longer has cannot be chosen (spec 8)
    expect(pickQuote([quote({ id: 'c', agreedServiceId: '99', recommended: true }), cheap], melbourne)).toBe(
      'a',
    );
    expect(pickQuote([], melbourne)).toBeNull();
  });

  it('keeps the service the freight is on while it can still be chosen, else starts afresh', () => {
    const booked = quote({ id: 'a', agreedServiceId: '7' });
    const recommended = quote({ id: 'b', agreedServiceId: '8', recommended: true });
    expect(pickQuote([recommended, booked], melbourne, '7')).toBe('a');
    expect(pickQuote([recommended, { ...booked, selectable: false }], melbourne, '7')).toBe('b');
    expect(pickQuote([recommended], melbourne, '7')).toBe('b');
  });
});
