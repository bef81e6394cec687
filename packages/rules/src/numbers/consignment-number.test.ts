import { describe, expect, it } from 'vitest';
import { formatConsignmentNumber, isValidConsignmentNumber } from './consignment-number';
import { gs1CheckDigit } from './gs1';

describe('consignment numbers (DESIGN 5)', () => {
  it('are the prefix, the zero-padded sequence and a check digit', () => {
    expect(formatConsignmentNumber('TRC', 17)).toBe(`TRC00000017${gs1CheckDigit('00000017')}`);
    expect(formatConsignmentNumber('TRC', 17)).toBe('TRC000000178');
    expect(formatConsignmentNumber('', 1)).toBe('000000017');
  });

  it('keep every digit of a sequence past eight digits', () => {
    expect(formatConsignmentNumber('X', 123_456_789)).toBe(`X123456789${gs1CheckDigit('123456789')}`);
  });

  it('differ for neighbouring sequence numbers and in their check digit', () => {
    const numbers = Array.from({ length: 50 }, (_, i) => formatConsignmentNumber('AB', i + 1));
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.every((n) => isValidConsignmentNumber(n, 'AB'))).toBe(true);
  });

  it('are checked against their prefix and check digit', () => {
    expect(isValidConsignmentNumber('TRC000000178', 'TRC')).toBe(true);
    expect(isValidConsignmentNumber('TRC000000179', 'TRC')).toBe(false);
    expect(isValidConsignmentNumber('TRC000000178', 'TEX')).toBe(false);
    expect(isValidConsignmentNumber('TRC0175', 'TRC')).toBe(false);
  });

  it('refuse a bad prefix or sequence', () => {
    expect(() => formatConsignmentNumber('trc', 1)).toThrow();
    expect(() => formatConsignmentNumber('TOOLONGX', 1)).toThrow();
    expect(() => formatConsignmentNumber('TRC', 0)).toThrow();
    expect(() => formatConsignmentNumber('TRC', 1.5)).toThrow();
  });
});
