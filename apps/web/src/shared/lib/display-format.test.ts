import { describe, expect, it } from 'vitest';
import { formatInstant } from './display-format';

describe('instants', () => {
  it('shows an instant in Melbourne time, breakable only between its day and its time', () => {
    const text = formatInstant('2026-11-25T23:21:00Z');
    expect(text.replace(/\s/g, ' ')).toBe('26 Nov 2026, 10:21 am');
    // the one ordinary space is after the comma: "26 Nov 2026," over "10:21 am" in a narrow column
    expect(text.split(' ')).toEqual(['26\u00a0Nov\u00a02026,', '10:21\u00a0am']);
  });

  it('gives back what is not an instant as it came', () => {
    expect(formatInstant('soon')).toBe('soon');
  });
});
