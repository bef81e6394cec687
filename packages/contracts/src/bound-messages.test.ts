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

  it('says a missing value, or one of the wrong kind, in the form’s words', () => {
    const body = z.object({ name: z.string(), count: z.number(), whole: z.int(), on: z.boolean() });
    expect(first(body, {})).toBe('cannot be blank');
    expect(first(body.shape.name, 5)).toBe('must be text');
    expect(first(body.shape.count, 'five')).toBe('enter a valid number');
    expect(first(body.shape.whole, 1.5)).toBe('enter a valid number');
    expect(first(body.shape.on, 'yes')).toBe('must be true or false');
    expect(first(z.object({ a: z.object({}) }), { a: 'x' })).toBe('must be an object');
    expect(first(z.array(z.string()), 'x')).toBe('must be a list');
    expect(first(z.literal('entries'), 'x')).toBe('must be one of: entries');
    expect(first(z.string({ error: 'must be a name' }), 5)).toBe('must be a name');
  });
});
