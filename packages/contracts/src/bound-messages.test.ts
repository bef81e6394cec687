import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { sayBoundsInFormWords } from './bound-messages';

sayBoundsInFormWords();
const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('a bound a schema gives no words for', () => {
  it('is said in the form’s words', () => {
    expect(first(z.string().max(254), 'x'.repeat(255))).toBe('cannot be more than 254 characters');
    expect(first(z.string().min(1), '')).toBe('cannot be blank');
    expect(first(z.string().min(8), 'short')).toBe('cannot be less than 8 characters');
    expect(first(z.number().max(500), 501)).toBe('must be 500 or less');
    expect(first(z.number().min(1), 0)).toBe('must be 1 or greater');
    expect(first(z.number().positive(), 0)).toBe('must be greater than 0');
  });

  it('keeps the words a schema gives, and Zod’s for what the form has none for', () => {
    expect(first(z.string().max(3, 'too long for a code'), 'abcd')).toBe('too long for a code');
    expect(first(z.array(z.string()).max(1), ['a', 'b'])).toBe('Too big: expected array to have <=1 items');
  });
});
