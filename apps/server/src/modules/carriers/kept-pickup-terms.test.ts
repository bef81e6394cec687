import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../platform/db/transaction';
import { KeptPickupTerms } from './kept-pickup-terms';
import type { AgreedPickupService } from './pickup-terms.service';

const db = {} as DbOrTx;
const query = { siteId: 1, pickupDate: '2026-03-06', zone: 'V1', destinationZones: ['S1'] };
const at = (seconds: number) => new Date(Date.UTC(2026, 2, 5, 22, 0, seconds));

/** A cache over a fake read that answers a fresh list each time, counting the reads and able to hold one. */
function cacheOver(options: { listening?: () => boolean; maxEntries?: number } = {}) {
  let reads = 0;
  let hold: Promise<void> | null = null;
  const kept = new KeptPickupTerms({
    listening: options.listening ?? (() => true),
    maxEntries: options.maxEntries,
    read: async () => {
      reads += 1;
      const made = [{ agreedServiceId: reads } as AgreedPickupService];
      await hold;
      return made;
    },
  });
  return {
    kept,
    reads: () => reads,
    holdNext(): () => void {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

describe('KeptPickupTerms', () => {
  it('answers a query again from memory, and another query (another date, zone or site) from the database', async () => {
    const c = cacheOver();
    const first = await c.kept.load(db, query, at(0));
    expect(await c.kept.load(db, query, at(1))).toBe(first);
    expect(c.reads()).toBe(1);
    await c.kept.load(db, { ...query, pickupDate: '2026-03-09' }, at(2));
    await c.kept.load(db, { ...query, zone: 'N1' }, at(2));
    await c.kept.load(db, { ...query, siteId: 2 }, at(2));
    await c.kept.load(db, { ...query, destinationZones: ['S1', 'N1'] }, at(2));
    expect(c.reads()).toBe(5);
  });

  it('reads again after a change is heard, and keeps no read that began before it', async () => {
    const c = cacheOver();
    await c.kept.load(db, query, at(0));
    c.kept.changed();
    const release = c.holdNext();
    const racing = c.kept.load(db, query, at(1));
    // the change lands while that read is under way: what it read may be the old rows
    c.kept.changed();
    release();
    await racing;
    await c.kept.load(db, query, at(2));
    expect(c.reads()).toBe(3);
    await c.kept.load(db, query, at(3));
    expect(c.reads()).toBe(3);
  });

  it('trusts nothing while the listener is down, nor past its age', async () => {
    let listening = false;
    const c = cacheOver({ listening: () => listening });
    await c.kept.load(db, query, at(0));
    await c.kept.load(db, query, at(0));
    expect(c.reads()).toBe(2);
    listening = true;
    await c.kept.load(db, query, at(0));
    listening = false;
    await c.kept.load(db, query, at(1));
    expect(c.reads()).toBe(4);
    // listening again after a reconnect, which tells every handler it may have missed something
    listening = true;
    c.kept.changed();
    await c.kept.load(db, query, at(2));
    await c.kept.load(db, query, at(31));
    expect(c.reads()).toBe(5);
    await c.kept.load(db, query, at(33));
    expect(c.reads()).toBe(6);
  });

  it('lets the oldest read go past its size', async () => {
    const c = cacheOver({ maxEntries: 2 });
    for (const siteId of [1, 2, 3]) await c.kept.load(db, { ...query, siteId }, at(0));
    await c.kept.load(db, { ...query, siteId: 3 }, at(0));
    await c.kept.load(db, { ...query, siteId: 2 }, at(0));
    expect(c.reads()).toBe(3);
    await c.kept.load(db, { ...query, siteId: 1 }, at(0));
    expect(c.reads()).toBe(4);
  });
});
