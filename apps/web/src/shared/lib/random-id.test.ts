import { LINE_KEY } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { randomUuid, recordKey } from './random-id';

describe('record keys (X22)', () => {
  it('makes version 4 UUIDs, each different', () => {
    const made = new Set(Array.from({ length: 200 }, () => randomUuid()));
    expect(made.size).toBe(200);
    for (const uuid of made)
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keys a record by its type name and a UUID, valid as a line key in error pointers', () => {
    const key = recordKey('lineItem');
    expect(key).toMatch(/^lineItem-[0-9a-f-]{36}$/);
    expect(LINE_KEY.test(key)).toBe(true);
  });
});
