import type { Quote } from '@freight/contracts';

/** Test data: a priced, selectable quote, changed as a test needs. */
export const cost = {
  chargesBreakdown: [{ code: 'fuelLevy', description: 'Fuel levy 15%', amount: 345 }],
  currency: 'AUD' as const,
  freight: 12_000,
  fees: 345,
  net: 12_345,
  tax: 1_235,
  total: 13_580,
};

export function quote(overrides: Partial<Quote> = {}): Quote {
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
