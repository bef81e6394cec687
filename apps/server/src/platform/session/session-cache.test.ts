import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { ActiveSession } from './session-store';

const now = new Date('2026-11-26T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

function session(userId: string, expiresInMs = 30 * 60_000): ActiveSession {
  return {
    sessionId: `s-${userId}`,
    userId,
    username: userId,
    expiresAt: later(expiresInMs),
    lastSeenAt: now,
    fullName: userId,
    email: null,
    phone: null,
    preferredMfa: null,
  };
}

function cacheOf(options: { listening?: () => boolean; maxAgeMs?: number; maxEntries?: number } = {}) {
  return new SessionCache({ listening: options.listening ?? (() => true), ...options });
}

describe('SessionCache', () => {
  it('answers a kept session until a change to its user is heard', () => {
    const cache = cacheOf();
    cache.keep('a', session('ann'), cache.readStarted(), now);
    cache.keep('b', session('bob'), cache.readStarted(), now);
    expect(cache.get('a', later(1000))?.userId).toBe('ann');
    cache.changed('ann');
    expect(cache.get('a', later(1000))).toBeNull();
    expect(cache.get('b', later(1000))?.userId).toBe('bob');
  });

  it("drops everything on '*' (the context version moved) and on '' (notifications may have been missed)", () => {
    for (const payload of ['*', '']) {
      const cache = cacheOf();
      cache.keep('a', session('ann'), cache.readStarted(), now);
      cache.changed(payload);
      expect(cache.get('a', now)).toBeNull();
      expect(cache.size).toBe(0);
    }
  });

  it('does not keep a read that began before a change to its user was heard', () => {
    const cache = cacheOf();
    const started = cache.readStarted();
    cache.changed('ann');
    cache.keep('a', session('ann'), started, now);
    expect(cache.get('a', now)).toBeNull();
    cache.keep('b', session('bob'), started, now);
    expect(cache.get('b', now)?.userId).toBe('bob');
    cache.changed('*');
    cache.keep('b', session('bob'), started, now);
    expect(cache.get('b', now)).toBeNull();
  });

  it('trusts nothing while the listener is down', () => {
    let listening = true;
    const cache = cacheOf({ listening: () => listening });
    cache.keep('a', session('ann'), cache.readStarted(), now);
    listening = false;
    expect(cache.get('a', now)).toBeNull();
    cache.keep('a', session('ann'), cache.readStarted(), now);
    listening = true;
    expect(cache.get('a', now)).toBeNull();
  });

  it("reads again after the backstop age, and never past the session's expiry", () => {
    const cache = cacheOf({ maxAgeMs: 60_000 });
    cache.keep('a', session('ann'), cache.readStarted(), now);
    expect(cache.get('a', later(60_000))).not.toBeNull();
    expect(cache.get('a', later(60_001))).toBeNull();
    cache.keep('b', session('bob', 5_000), cache.readStarted(), now);
    expect(cache.get('b', later(4_999))).not.toBeNull();
    expect(cache.get('b', later(5_000))).toBeNull();
  });

  it('follows the idle touch', () => {
    const cache = cacheOf();
    cache.keep('a', session('ann', 1_000), cache.readStarted(), now);
    cache.touched('a', later(500), later(31 * 60_000));
    expect(cache.get('a', later(2_000))?.expiresAt).toEqual(later(31 * 60_000));
  });

  it('holds at most its cap, the oldest going first', () => {
    const cache = cacheOf({ maxEntries: 2 });
    for (const user of ['ann', 'bob', 'cat']) cache.keep(user, session(user), cache.readStarted(), now);
    expect(cache.size).toBe(2);
    expect(cache.get('ann', now)).toBeNull();
    expect(cache.get('cat', now)?.userId).toBe('cat');
  });
});
