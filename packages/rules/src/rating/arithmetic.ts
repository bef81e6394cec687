/**
 * Integer arithmetic for money. Rates and percentages may carry up to four decimal places
 * (26.5 cents per kg, a 15.25% levy); they are scaled by RATE_SCALE to exact integers so no
 * binary fraction ever reaches a charge. Each charge line is rounded half-up to whole cents once.
 */
export const RATE_SCALE = 10_000;

/** Throws rather than carry on with an integer too large for a double to hold exactly. */
export function assertSafe(value: number, label: string): number {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${label} is too large to compute exactly: ${value}`);
  return value;
}

/** A whole, non-negative number (cents, grams, millimetres, days, item counts); anything else is a caller bug. */
export function assertWhole(value: number, label: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${label} must be a whole number of at least 0, got ${value}`);
  }
  return value;
}

/** A non-negative rate with at most four decimal places, as an integer in 1/RATE_SCALE units. */
export function toScaled(value: number, label: string): number {
  const scaled = Math.round(value * RATE_SCALE);
  // 0.1234 * 10000 is 1234.0000000000002 in binary; a real fifth decimal is off by far more than this
  if (!Number.isFinite(value) || value < 0 || Math.abs(scaled - value * RATE_SCALE) > 1e-6) {
    throw new RangeError(`${label} must be at least 0 with at most 4 decimal places, got ${value}`);
  }
  assertSafe(scaled, label);
  return scaled;
}

/** Exact product of non-negative safe integers; throws rather than lose precision. */
export function multiply(a: number, b: number, label: string): number {
  const product = a * b;
  assertSafe(product, label);
  return product;
}

/** Floor division of non-negative safe integers, corrected for the float quotient rounding up. */
function divide(numerator: number, denominator: number): { quotient: number; remainder: number } {
  let quotient = Math.floor(numerator / denominator);
  let remainder = numerator - quotient * denominator;
  if (remainder < 0) {
    quotient -= 1;
    remainder += denominator;
  } else if (remainder >= denominator) {
    quotient += 1;
    remainder -= denominator;
  }
  return { quotient, remainder };
}

/** numerator / denominator rounded half-up (x.5 goes up); both non-negative safe integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  const { quotient, remainder } = divide(numerator, denominator);
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** numerator / denominator rounded up to the next whole number. */
export function divideCeil(numerator: number, denominator: number): number {
  const { quotient, remainder } = divide(numerator, denominator);
  return remainder > 0 ? quotient + 1 : quotient;
}
