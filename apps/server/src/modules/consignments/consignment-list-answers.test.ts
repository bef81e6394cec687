import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsignmentSummary, PageMetaWire } from '@freight/contracts';
import { consignments, consignmentTrackingEvents, memberships, users } from '../../db/schema';
import type { TestClient } from '../../testing/http-client';
import { useSecondProcess } from '../../testing/second-process';
import { useTestApp } from '../../testing/test-world';
import { CONSIGNMENTS_CHANGED_CHANNEL } from './consignment-list-answers';
import {
  book,
  CONSIGNMENTS,
  createConsignmentWorld,
  type ConsignmentWorld,
} from './consignment-world.fixture';

// Two app instances on one database stand for two server processes: `b` serves the lists and keeps their answers,
// `a` (or the database itself) makes the changes that `b` must show. On PostgreSQL each has its own pool.
const t = useTestApp();
const b = useSecondProcess(t);
let world: ConsignmentWorld;
let alice: TestClient;

type ListBody = { data: ConsignmentSummary[]; meta: PageMetaWire };
/** The Ready to manifest page of Melbourne DC, as the screen asks for it. */
const ready = () =>
  `${CONSIGNMENTS}?filter[site.id]=${world.ids.melbourne}&filter[readyToManifest]=true&sort=-updated&page[limit]=30&page[offset]=0`;

beforeAll(async () => {
  t.clock.set('2026-03-05T00:00:00Z');
  world = await createConsignmentWorld(t);
  alice = await world.signIn('alice');
  await book(alice, world.melbourneToAdelaide);
});

const onB = (client: TestClient) => b.as(client);

async function listOnB(client: TestClient, url = ready()) {
  const res = await onB(client).get(url);
  expect(res.statusCode).toBe(200);
  return res.json<ListBody>();
}

/** Resolves once `b` has heard that a site's consignments (or everyone's) changed. */
const heardByB = (siteId: number | '*') =>
  b.heard(CONSIGNMENTS_CHANGED_CHANNEL, (payload) => payload === String(siteId) || payload === '*');
const statementsOnB = (run: () => Promise<unknown>) => b.statements(run);

describe('a consignment list answered again', () => {
  it('comes without a statement while nothing of its sites changed, and is never another user’s', async () => {
    const first = await listOnB(alice);
    expect(first.data.length).toBeGreaterThan(0);
    let again: ListBody | undefined;
    expect(await statementsOnB(async () => (again = await listOnB(alice)))).toBe(0);
    expect(again).toEqual(first);
    // the same request from a user of another organisation is refused, as it always was
    const olly = await world.signIn('olly');
    expect((await onB(olly).get(ready())).statusCode).toBe(403);
  });

  it('shows a consignment booked in another process once that process’s change is heard', async () => {
    const before = await listOnB(alice);
    const heard = await heardByB(world.ids.melbourne);
    const { consignment } = await book(alice, world.melbourneToAdelaide);
    await heard();
    const after = await listOnB(alice);
    expect(after.meta.totalItems).toBe(before.meta.totalItems + 1);
    expect(after.data.map((row) => row.id)).toContain(consignment.id);
  });

  it('shows a tracking event written straight to the database, as the tracking worker does', async () => {
    const all = `${CONSIGNMENTS}?filter[site.id]=${world.ids.melbourne}&sort=-updated&page[limit]=30&page[offset]=0`;
    const before = await listOnB(alice, all);
    const row = before.data[0];
    if (!row) throw new Error('no row');
    expect(row.tracking.latestEvent).toBeNull();
    const heard = await heardByB(world.ids.melbourne);
    await t.database.db.insert(consignmentTrackingEvents).values({
      consignmentId: Number(row.id),
      type: 'pickedUp',
      occurredAt: new Date('2026-03-05T01:00:00Z'),
      description: 'Picked up from the sender',
    });
    await heard();
    const after = await listOnB(alice, all);
    expect(after.data.find((r) => r.id === row.id)?.tracking.latestEvent?.data.description).toBe(
      'Picked up from the sender',
    );
  });

  it('shows a consignment changed or deleted straight in the database', async () => {
    const before = await listOnB(alice);
    const row = before.data[0];
    if (!row) throw new Error('no row');
    const changed = await heardByB(world.ids.melbourne);
    await t.database.db
      .update(consignments)
      .set({ references: ['PO-CHANGED'] })
      .where(eq(consignments.id, Number(row.id)));
    await changed();
    expect((await listOnB(alice)).data.find((r) => r.id === row.id)?.references).toEqual(['PO-CHANGED']);
    const deleted = await heardByB(world.ids.melbourne);
    await t.database.db.delete(consignments).where(eq(consignments.id, Number(row.id)));
    await deleted();
    const after = await listOnB(alice);
    expect(after.meta.totalItems).toBe(before.meta.totalItems - 1);
    expect(after.data.map((r) => r.id)).not.toContain(row.id);
  });

  it('shows a change made through the same process on its next read, before any notification', async () => {
    const before = await listOnB(alice);
    const { consignment } = await book(onB(alice), world.melbourneToAdelaide);
    const after = await listOnB(alice);
    expect(after.meta.totalItems).toBe(before.meta.totalItems + 1);
    expect(after.data.map((row) => row.id)).toContain(consignment.id);
  });

  it('follows whose sites a user holds', async () => {
    const olly = await world.signIn('olly');
    expect((await onB(olly).get(ready())).statusCode).toBe(403);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'olly'));
    if (!user) throw new Error('no olly');
    const heard = await heardByB('*');
    await t.database.db.insert(memberships).values({ userId: user.id, siteId: world.ids.melbourne });
    await heard();
    expect((await listOnB(olly)).meta.totalItems).toBeGreaterThan(0);
    const gone = await heardByB('*');
    await t.database.db
      .delete(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.siteId, world.ids.melbourne)));
    await gone();
    expect((await onB(olly).get(ready())).statusCode).toBe(403);
  });
});
