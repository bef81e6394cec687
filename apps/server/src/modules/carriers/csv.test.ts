import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { dollarsPerKgToCents, dollarsToCents, parseScaled, percent } from './decimal';

describe('parseCsv', () => {
  it('reads quoted cells, doubled quotes, CRLF, a byte-order mark and skips blank lines, keeping line numbers', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""",3\r\n\r\n"two\nlines",,last\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', '3'] },
      { line: 4, cells: ['two\nlines', '', 'last'] },
    ]);
  });

  it('reads a last line without a line break and refuses an unclosed quote', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
    expect(() => parseCsv('a\n"open')).toThrow('line 2: a quoted cell is not closed');
  });
});

describe('exact decimals', () => {
  it('scales decimal text without float rounding and refuses what it cannot read', () => {
    expect(dollarsToCents('7.50')).toBe(750);
    expect(dollarsToCents('$11')).toBe(1100);
    expect(dollarsToCents('0.105')).toBeNull();
    expect(dollarsToCents('-1')).toBeNull();
    expect(dollarsToCents('1,000')).toBeNull();
    expect(dollarsPerKgToCents('0.265')).toBe(26.5);
    expect(dollarsPerKgToCents('0.123456')).toBe(12.3456);
    expect(dollarsPerKgToCents('0.1234567')).toBeNull();
    expect(percent('15.25')).toBe(15.25);
    expect(parseScaled('  3.100 ', 1)).toBe(31);
  });
});
