import { describe, expect, it } from 'vitest';
import {
  dangerousGoodsLineSchema,
  packagingRank,
  quoteMessages,
  recoveryForDisplay,
  shippingCostRecoverySchema,
  UNKNOWN_PACKAGING_RANK,
} from './quotes';

describe('quote messages (spec 8)', () => {
  it('are the spec’s words', () => {
    expect(quoteMessages.missingAgreedService).toBe(
      'Unable to retrieve pricing for this consignment, refresh or contact support.',
    );
    expect(quoteMessages.tooManySites(10)).toBe('Sites selected exceeds maximum of 10.');
    expect(quoteMessages.modifySelection).toBe('Modify your selection to see different results.');
  });
});

describe('packagingRank (L28)', () => {
  it('ranks known packaging types by their place and an unknown one 9999', () => {
    expect(packagingRank('Carton')).toBe(0);
    expect(packagingRank('Other')).toBe(10);
    expect(packagingRank('Barrel')).toBe(UNKNOWN_PACKAGING_RANK);
    expect(packagingRank(undefined)).toBe(9999);
  });
});

describe('shipping cost recovery, both readings (L31, L32)', () => {
  it('takes one of none, fixedAmount, markupAmount or markupPercentage with a value', () => {
    expect(shippingCostRecoverySchema.parse({ type: 'none' })).toEqual({ type: 'none', value: null });
    expect(shippingCostRecoverySchema.safeParse({ type: 'fixedAmount' }).success).toBe(false);
    expect(shippingCostRecoverySchema.safeParse({ type: 'discount', value: 1 }).success).toBe(false);
  });

  it.each([
    [
      { type: 'none', value: null },
      { isRecovering: false, recoveryType: 'other', markupType: 'percent', value: null },
    ],
    [
      { type: 'fixedAmount', value: 1500 },
      { isRecovering: true, recoveryType: 'fixed', markupType: 'percent', value: 1500 },
    ],
    [
      { type: 'markupAmount', value: 300 },
      { isRecovering: true, recoveryType: 'other', markupType: 'amount', value: 300 },
    ],
    [
      { type: 'markupPercentage', value: 12.5 },
      { isRecovering: true, recoveryType: 'other', markupType: 'percent', value: 12.5 },
    ],
  ] as const)('%j reads as %j', (wire, display) => {
    expect(recoveryForDisplay(wire)).toEqual(display);
  });
});

describe('dangerous goods entry of a quote or estimate line (M40)', () => {
  const entry = { unNumber: '1263', properShippingName: 'PAINT' };
  it('carries a notification only when notifiable', () => {
    expect(
      dangerousGoodsLineSchema.parse({ ...entry, notifiable: true, notification: 'EPA ref 42' }),
    ).toMatchObject({ notifiable: true, notification: 'EPA ref 42' });
    const refused = dangerousGoodsLineSchema.safeParse({ ...entry, notification: 'EPA ref 42' });
    expect(refused.error?.issues).toMatchObject([
      { path: ['notification'], message: quoteMessages.notificationNotNotifiable },
    ]);
  });
});
