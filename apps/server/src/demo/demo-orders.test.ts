import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { seedDemoOrders } from './demo-orders';
import { DEMO_NOW, useDemoWorld, seedTwice } from './demo-world.fixture';

const now = DEMO_NOW;
const database = useDemoWorld();

describe('seedDemoOrders', () => {
  it('gives Melbourne DC a few dozen open orders for its receivers, once', async () => {
    const db = database.db;
    expect(await seedTwice(() => seedDemoOrders(db, { now, count: 36 }))).toBe(36);
    const rows = await db.select().from(orders);
    expect(rows).toHaveLength(36);
    expect(rows.every((row) => row.status === 'open' && row.source === 'api')).toBe(true);
    expect(rows.every((row) => row.dispatchDate >= '2026-11-23')).toBe(true);
    // some receivers have two orders on one day, to be sent together
    const perReceiverDay = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.receiverName}|${row.dispatchDate}`;
      perReceiverDay.set(key, (perReceiverDay.get(key) ?? 0) + 1);
    }
    expect([...perReceiverDay.values()].some((count) => count > 1)).toBe(true);
    const byNumber = new Map(rows.map((row) => [row.orderNumber, row]));
    expect(byNumber.get('SO-48210')?.receiverName).toBe(byNumber.get('SO-48211')?.receiverName);
    expect(byNumber.get('SO-48212')?.receiverName).toBe(byNumber.get('SO-48213')?.receiverName);
    // the site's own address, as its book holds it
    expect(rows.every((row) => row.sender?.address.line1 === '45 Dohertys Rd')).toBe(true);
  });
});
