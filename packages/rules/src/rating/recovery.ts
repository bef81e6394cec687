import { assertWhole, divideHalfUp, multiply, RATE_SCALE, toScaled } from './arithmetic';

/**
 * Shipping cost recovery as on the wire (DESIGN 5a): what the shipper charges its own customer.
 * `value` is cents for fixedAmount and markupAmount, and a percent (at most 4 decimals) for markupPercentage.
 */
export type ShippingCostRecovery =
  | { type: 'none'; value?: number | null }
  | { type: 'fixedAmount' | 'markupAmount' | 'markupPercentage'; value: number };

/**
 * freightRecoveryAmount in cents from the quote's total (GST included): fixedAmount = value;
 * markupAmount = total + value; markupPercentage = total x (1 + value / 100), rounded half-up once.
 * Null when nothing is recovered.
 */
export function freightRecoveryAmount(
  totalCents: number,
  recovery: ShippingCostRecovery | null | undefined,
): number | null {
  if (!recovery || recovery.type === 'none') return null;
  const total = assertWhole(totalCents, 'Total');
  switch (recovery.type) {
    case 'fixedAmount':
      return assertWhole(recovery.value, 'Recovery amount');
    case 'markupAmount':
      return total + assertWhole(recovery.value, 'Recovery markup');
    case 'markupPercentage': {
      const factor = 100 * RATE_SCALE + toScaled(recovery.value, 'Recovery markup percent');
      return divideHalfUp(multiply(total, factor, 'Recovery'), 100 * RATE_SCALE);
    }
  }
}
