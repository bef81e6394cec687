import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 5, 0, 0, seconds));
const answer = (json: string, siteIds: number[], userId = 'alice') => ({
  body: { json, compressed: {} },
  userId,
  siteIds,
});

function cacheWith(options: { listening?: () => boolean; maxAgeMs?: number; maxChars?: number } = {}) {
  return new AnswerCache({ listening: () => true, ...options });
}

describe('the answer cache', () => {
  it('answers a kept answer by key until a site it shows changes, and only that site', () => {
    const cache = cacheWith();
    cache.keep('melbourne', answer('[1]', [1]), cache.readStarted(), at(0));
    cache.keep('both', answer('[1,2]', [1, 2]), cache.readStarted(), at(0));
    cache.keep('sydney', answer('[2]', [2]), cache.readStarted(), at(0));
    expect(cache.get('melbourne', at(1))?.json).toBe('[1]');
    cache.changed('2');
    expect(cache.get('melbourne', at(1))?.json).toBe('[1]');
    expect(cache.get('both', at(1))).toBeNull();
    expect(cache.get('sydney', at(1))).toBeNull();
  });

  it("drops everything on '*' and on an empty payload (notifications may have been missed)", () => {
    for (const payload of ['*', '']) {
      const cache = cacheWith();
      cache.keep('a', answer('[1]', [1]), cache.readStarted(), at(0));
      cache.changed(payload);
      expect(cache.get('a', at(0))).toBeNull();
      expect(cache.size).toBe(0);
    }
  });

  it('does not keep a read that began before a change to one of its sites was heard', () => {
    const cache = cacheWith();
    const before = cache.readStarted();
    cache.changed('1');
    cache.keep('stale', answer('[1]', [1]), before, at(0));
    cache.keep('other site', answer('[2]', [2]), before, at(0));
    expect(cache.get('stale', at(0))).toBeNull();
    expect(cache.get('other site', at(0))?.json).toBe('[2]');
    const beforeAll = cache.readStarted();
    cache.changed('*');
    cache.keep('other site', answer('[2]', [2]), beforeAll, at(0));
    expect(cache.get('other site', at(0))).toBeNull();
  });

  it("drops a user's own answers when they change something, and no one else's", () => {
    const cache = cacheWith();
    const before = cache.readStarted();
    cache.keep('alice', answer('[1]', [1], 'alice'), before, at(0));
    cache.keep('bob', answer('[1]', [1], 'bob'), before, at(0));
    cache.userChanged('alice');
    expect(cache.get('alice', at(0))).toBeNull();
    expect(cache.get('bob', at(0))?.json).toBe('[1]');
    // a read of hers that began before her change is not kept either
    cache.keep('alice', answer('[1]', [1], 'alice'), before, at(0));
    expect(cache.get('alice', at(0))).toBeNull();
  });

  it('trusts nothing while the listener is down, and nothing older than its age', () => {
    let listening = true;
    const cache = cacheWith({ listening: () => listening, maxAgeMs: 30_000 });
    cache.keep('a', answer('[1]', [1]), cache.readStarted(), at(0));
    expect(cache.get('a', at(30))?.json).toBe('[1]');
    expect(cache.get('a', at(31))).toBeNull();
    cache.keep('b', answer('[1]', [1]), cache.readStarted(), at(0));
    listening = false;
    expect(cache.get('b', at(0))).toBeNull();
    cache.keep('c', answer('[1]', [1]), cache.readStarted(), at(0));
    listening = true;
    expect(cache.get('c', at(0))).toBeNull();
  });

  it('keeps at most its budget of text, the oldest answers going first', () => {
    const cache = cacheWith({ maxChars: 40 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.keep(key, answer('x'.repeat(10), [1]), 0, at(0));
    expect(cache.size).toBe(4);
    expect(cache.get('a', at(0))).toBeNull();
    expect(cache.get('e', at(0))?.json).toHaveLength(10);
    // an answer of more than a quarter of the budget is never kept
    cache.keep('large', answer('x'.repeat(11), [1]), 0, at(0));
    expect(cache.get('large', at(0))).toBeNull();
  });
});
