import { describe, expect, it } from 'vitest';
import { normalisePhone, validatePhone } from './phone';

describe('phone numbers (spec 5.2)', () => {
  it('strips spaces and brackets first (G43)', () => {
    expect(normalisePhone(' (03) 9123  4567 ')).toBe('0391234567');
    expect(validatePhone('(03) 9123 4567')).toBeUndefined();
    expect(validatePhone('(03) 9123 456')).toBe('must have 10 digits');
  });

  it('leaves empty input to the form’s required rule', () => {
    expect(validatePhone('')).toBeUndefined();
    expect(validatePhone('  ')).toBeUndefined();
    expect(validatePhone(null)).toBeUndefined();
  });

  it('needs 10 digits for 1300 numbers (G44)', () => {
    expect(validatePhone('1300 123 456')).toBeUndefined();
    expect(validatePhone('1300 123 45')).toBe('1300 numbers must have 10 digits');
    expect(validatePhone('1300 123 4567')).toBe('1300 numbers must have 10 digits');
    expect(validatePhone('1300123')).toBe('1300 numbers must have 10 digits');
  });

  it('checks 1300 only above 6 digits: shorter ones are 13 numbers (G45)', () => {
    expect(validatePhone('130012')).toBeUndefined();
    expect(validatePhone('13001')).toBe('13 numbers must be 6 digits');
  });

  it('needs 10 digits for 1800 numbers (G46)', () => {
    expect(validatePhone('1800 123 456')).toBeUndefined();
    expect(validatePhone('1800 123 45')).toBe('1800 numbers must have 10 digits');
    expect(validatePhone('180012')).toBe('1800 numbers must have 10 digits');
  });

  it('needs 6 digits for other 13 numbers (G47)', () => {
    expect(validatePhone('13 12 34')).toBeUndefined();
    expect(validatePhone('13 12 345')).toBe('13 numbers must be 6 digits');
    expect(validatePhone('1312')).toBe('13 numbers must be 6 digits');
  });

  it.each([
    { rule: 'G48', digits: 10, prefixes: ['02', '03', '04', '07', '08'], spaced: '0412 345 678' },
    { rule: 'G49', digits: 9, prefixes: ['2', '3', '4', '7', '8'], spaced: '(3) 9123 4567' },
  ])('needs $digits digits for $prefixes numbers ($rule)', ({ digits, prefixes, spaced }) => {
    for (const prefix of prefixes) {
      expect(validatePhone(`${prefix}12345678`)).toBeUndefined();
      expect(validatePhone(`${prefix}1234567`)).toBe(`must have ${digits} digits`);
      expect(validatePhone(`${prefix}123456789`)).toBe(`must have ${digits} digits`);
    }
    expect(validatePhone(spaced)).toBeUndefined();
  });

  it('takes digits only, with a + before a country code', () => {
    const notANumber = 'must be a phone number: digits, spaces and brackets, with + before a country code';
    expect(validatePhone('abc')).toBe(notANumber);
    expect(validatePhone('😀😀')).toBe(notANumber);
    expect(validatePhone('03 9123 456x')).toBe(notANumber);
    expect(validatePhone('03-9123-4567')).toBe(notANumber);
    expect(validatePhone('61+ 3 9123 4567')).toBe(notANumber);
  });

  it('judges prefixes the spec does not name only by the 6 digits of the shortest number', () => {
    expect(validatePhone('+61 3 9123 4567')).toBeUndefined();
    expect(validatePhone('1900 123')).toBeUndefined();
    expect(validatePhone('051234')).toBeUndefined();
    for (const short of ['12', '0512', '+6140', '19 00 1'])
      expect(validatePhone(short)).toBe('must have at least 6 digits');
  });
});
