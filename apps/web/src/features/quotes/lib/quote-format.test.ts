import { describe, expect, it } from 'vitest';
import type { Quote } from '@freight/contracts';
import { chargeRows, formatEta, isChoosable, isServiceMissing, priceDisplay } from './quote-format';
import { asSentence, missingAgreedServiceText } from './messages';

const cost = {
  chargesBreakdown: [{ code: 'fuelLevy', description: 'Fuel levy 15%', amount: 345 }],
  currency: 'AUD' as const,
  freight: 12_000,
  fees: 345,
  net: 12_345,
  tax: 1_235,
  total: 13_580,
};

function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 'q1',
    quoteSetId: 's1',
    agreedServiceId: '7',
    carrierId: 'c1',
    carrierServiceId: 'cs1',
    createdAt: '2026-03-06T00:00:00Z',
    eta: '2026-03-13',
    etaTimeZone: 'Australia/Perth',
    evaluation: {},
    selectable: true,
    recommended: false,
    unselectableReason: null,
    payerAccount: 'ACC1',
    agreedService: {
      id: '7',
      name: 'Road',
      carrierName: 'Swift',
      carrierServiceId: 'cs1',
      providerType: 'x',
    },
    price: { cost, rank: 1, isMasked: false, freightRecoveryAmount: null },
    ...overrides,
  };
}

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
    expect(formatEta('2026-03-13')).toBe('Fri 13 Mar 2026');
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
