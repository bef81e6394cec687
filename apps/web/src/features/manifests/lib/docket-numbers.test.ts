import { describe, expect, it } from 'vitest';
import { docketNumbersError, docketNumbersOf } from './docket-numbers';

describe('typed docket numbers', () => {
  it('reads a comma-separated list, leaving out blanks', () => {
    expect(docketNumbersOf(' D-1, ,D-2 ,')).toEqual(['D-1', 'D-2']);
  });

  it('says what the contract would refuse, sentence-cased, and nothing when it would accept them', () => {
    expect(docketNumbersError('D-1, D-2')).toBeUndefined();
    expect(docketNumbersError('')).toBeUndefined();
    expect(docketNumbersError('D'.repeat(51))).toBe('Cannot be more than 50 characters');
    expect(docketNumbersError(Array.from({ length: 21 }, (_, i) => `D-${i}`).join(','))).toBe(
      'Must be 20 or less',
    );
  });
});
