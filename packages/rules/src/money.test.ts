import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatAud } from './money';

describe('money (spec 9)', () => {
  it('holds cents and divides by 100 for display (X09)', () => {
    expect(centsToDollars(1234)).toBe(12.34);
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it('formats AUD in the en-AU locale (X08)', () => {
    expect(formatAud(123456)).toBe('$1,234.56');
    expect(formatAud(0)).toBe('$0.00');
    expect(formatAud(5)).toBe('$0.05');
    expect(formatAud(-1050)).toBe('-$10.50');
  });
});
