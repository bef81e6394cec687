import { describe, expect, it } from 'vitest';
import { buildQuery } from './query-string';

describe('query parameters (spec 5.1)', () => {
  it('drops empty values', () => {
    expect(buildQuery({ a: '', b: null, c: undefined, d: [], e: 'x' })).toBe('?e=x');
  });
  it('joins arrays with commas', () => {
    expect(buildQuery({ service: ['a', 'b', 3] })).toBe('?service=a%2Cb%2C3');
  });
  it('gives an empty string when nothing is left', () => {
    expect(buildQuery({ a: '' })).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});
