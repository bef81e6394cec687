import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { siteToday } from '@freight/rules';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db/client';
import { acknowledgeManifest, answerStagedConsignment, createManifests } from '../modules/manifests';
import { consignments, manifests, sites, users } from '../db/schema';
import { at } from './demo-shipments';

/*
 * Demo only: the demo sites' past consignments handed to their carriers day by day, each manifest made on its
 * dispatch morning through the same service as the API, acknowledged by the carrier and answered: most
 * consignments accepted, a few cancelled, one rejected with a code. Ready to manifest keeps today's and the
 * coming days' freight.
 */

/** The code the one rejected demo consignment carries. */
export const DEMO_REJECTION_CODE = 'DAMAGED_IN_DEPOT';

export async function seedDemoManifests(db: Db, now: Date = new Date()): Promise<number> {
  const [existing] = await db.select({ id: manifests.id }).from(manifests).limit(1);
  if (existing) return 0;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!user) return 0;
  const today = siteToday(now);
  const past = await db
    .select({ id: consignments.id, siteId: consignments.siteId, dispatchDate: consignments.dispatchDate })
    .from(consignments)
    .innerJoin(sites, eq(sites.id, consignments.siteId))
    .where(
      and(
        inArray(sites.name, ['Melbourne DC', 'Sydney Warehouse']),
        lt(consignments.dispatchDate, today),
        isNull(consignments.manifestId),
        eq(consignments.hasIssues, false),
      ),
    )
    .orderBy(asc(consignments.dispatchDate), asc(consignments.id));
  const days = new Map<string, { siteId: number; ids: number[] }>();
  for (const row of past) {
    const key = `${row.dispatchDate} ${row.siteId}`;
    days.set(key, { siteId: row.siteId, ids: [...(days.get(key)?.ids ?? []), row.id] });
  }
  let made = 0;
  let answered = 0;
  let rejected = false;
  for (const [key, day] of days) {
    const date = key.slice(0, 10);
    const morning: Clock = { now: () => at(date, 7.5) };
    const created = await createManifests({ db, clock: morning }, user.id, {
      siteId: day.siteId,
      consignments: day.ids.map((consignmentId) => ({ consignmentId, pallets: null })),
    });
    made += created.length;
    const afternoon: Clock = { now: () => at(date, 15) };
    for (const manifest of created) {
      const carrierId = Number(manifest.carrier.id);
      await acknowledgeManifest({ db, clock: afternoon }, carrierId, Number(manifest.id), {
        accept: true,
        // the carrier's own pickup reference: PU and the manifest's serial ("KEX-MAN0000012" gives PU0000012)
        reference: `PU${manifest.manifestNumber.replace(/^.*MAN/, '')}`,
        code: null,
      });
      for (const staged of manifest.consignments) {
        answered += 1;
        const answer =
          !rejected && answered === 7
            ? { status: 'rejected' as const, code: DEMO_REJECTION_CODE }
            : answered % 23 === 0
              ? { status: 'cancelled' as const, code: null }
              : { status: 'accepted' as const, code: null };
        if (answer.status === 'rejected') rejected = true;
        await answerStagedConsignment(
          { db, clock: afternoon },
          carrierId,
          Number(manifest.id),
          Number(staged.id),
          answer,
        );
      }
    }
  }
  return made;
}
