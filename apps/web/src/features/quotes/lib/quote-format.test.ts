import { describe, expect, it } from 'vitest';
import { chargeRows, formatEta, isChoosable, isServiceMissing, priceDisplay } from './quote-format';
import { asSentence, missingAgreedServiceText } from './messages';
import { cost, quote } from '../../../testing/quote-fixture';

describe('priceDisplay', () => {
  it('shows the total in AUD from cents', () => {
    expect(priceDisplay(quote())).toEqual({ kind: 'amount', text: '$135.80' });
  });
  it('keeps a masked price masked', () => {
    expect(
      priceDisplay(quote({ price: { cost: null, rank: 1, isMasked: true, freightRecoveryAmount: null } })),
    ).toEqual({
      kind: 'masked',
    });
  });
  it('has no amount when the service could not price', () => {
    expect(
      priceDisplay(quote({ price: { cost: null, rank: 1, isMasked: false, freightRecoveryAmount: null } })),
    ).toEqual({
      kind: 'unpriced',
    });
  });
});

describe('chargeRows', () => {
  it('lists freight, each fee, fees, GST and total', () => {
    expect(chargeRows(cost).map((r) => [r.label, r.amount])).toEqual([
      ['Freight', 12_000],
      ['Fuel levy 15%', 345],
      ['Fees', 345],
      ['GST', 1_235],
      ['Total', 13_580],
    ]);
  });
});

describe('formatEta', () => {
  it('shows the calendar day of the receiver, whatever the browser zone', () => {
    expect(formatEta('2026-03-13')).toBe('Fri, 13 Mar 2026');
  });
  it('has nothing for a missing or malformed date', () => {
    expect(formatEta(null)).toBeNull();
    expect(formatEta('13/03/2026')).toBeNull();
  });
});

describe('choosing quotes', () => {
  it('refuses unselectable quotes and quotes of an agreed service the site no longer has', () => {
    expect(isChoosable(quote())).toBe(true);
    expect(isChoosable(quote({ selectable: false }))).toBe(false);
    expect(isServiceMissing(quote(), new Set(['8']))).toBe(true);
    expect(isChoosable(quote(), new Set(['7']))).toBe(true);
  });
  it('shows the missing service text as the spec words it', () => {
    expect(missingAgreedServiceText).toBe(
      'Unable to retrieve pricing for this consignment, refresh or contact support.',
    );
    expect(asSentence('Done.')).toBe('Done.');
  });
});
