import { describe, expect, it } from 'vitest';
import { buildSscc, gs1CheckDigit, hasValidGs1CheckDigit, isValidSscc, ssccHumanReadable } from './gs1';

describe('GS1 mod-10 check digit', () => {
  it('matches the GS1 worked examples', () => {
    // GS1 General Specifications: SSCC 3 761234 500000000 1 -> 6 ... and GTIN-13 629104150021 -> 3
    expect(gs1CheckDigit('37612345000000001')).toBe(6);
    expect(gs1CheckDigit('629104150021')).toBe(3);
    // a well-known GTIN-12 (UPC-A) 03600029145 -> 2
    expect(gs1CheckDigit('03600029145')).toBe(2);
  });

  it('gives 0 when the weighted sum is already a multiple of ten', () => {
    expect(gs1CheckDigit('0')).toBe(0);
    expect(gs1CheckDigit('00000000000000000')).toBe(0);
  });

  it('refuses anything but digits', () => {
    expect(() => gs1CheckDigit('12a')).toThrow();
    expect(() => gs1CheckDigit('')).toThrow();
  });

  it('checks a number ending in its check digit', () => {
    expect(hasValidGs1CheckDigit('376123450000000016')).toBe(true);
    expect(hasValidGs1CheckDigit('376123450000000017')).toBe(false);
    expect(hasValidGs1CheckDigit('7')).toBe(false);
  });
});

describe('SSCC-18 (AI 00)', () => {
  it('puts extension digit, company prefix, padded serial and check digit together', () => {
    const sscc = buildSscc({ extensionDigit: 3, companyPrefix: '7612345', serial: 1 });
    expect(sscc).toBe('376123450000000016');
    expect(sscc).toHaveLength(18);
    expect(isValidSscc(sscc)).toBe(true);
    expect(ssccHumanReadable(sscc)).toBe('(00) 376123450000000016');
  });

  it('gives the serial the digits a longer prefix leaves', () => {
    const sscc = buildSscc({ extensionDigit: 0, companyPrefix: '0614141000', serial: 123456 });
    expect(sscc.slice(0, 11)).toBe('00614141000');
    expect(sscc.slice(11, 17)).toBe('123456');
    expect(isValidSscc(sscc)).toBe(true);
  });

  it('never makes a code that is not 18 digits', () => {
    expect(() => buildSscc({ extensionDigit: 0, companyPrefix: '0614141', serial: 1_000_000_000 })).toThrow();
    expect(() => buildSscc({ extensionDigit: 10, companyPrefix: '0614141', serial: 1 })).toThrow();
    expect(() => buildSscc({ extensionDigit: 0, companyPrefix: '12345', serial: 1 })).toThrow();
    expect(() => buildSscc({ extensionDigit: 0, companyPrefix: '0614141', serial: -1 })).toThrow();
  });

  it('tells a mistyped SSCC from a valid one', () => {
    expect(isValidSscc('376123450000000016')).toBe(true);
    expect(isValidSscc('376123450000000026')).toBe(false);
    expect(isValidSscc('37612345000000001')).toBe(false);
  });
});
