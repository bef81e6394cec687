import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { autoprintSettings, localities, printJobs } from '../../db/schema';
import { useWorld } from '../../testing/test-world';
import {
  configure,
  createImportWorld,
  goodRow,
  importAtMelbourne,
  importedConsignment,
  ISSUES,
} from './import-world.fixture';

const w = useWorld(createImportWorld, 'alice');
beforeAll(async () => {
  await w.t.database.db.insert(autoprintSettings).values({ siteId: w.world.ids.melbourne, enabled: true });
});
beforeEach(() => configure(w.t, w.world.ids.melbourne, 'manual'));

/** The print jobs of the consignment, as `document origin status`. */
async function jobsOf(reference: string) {
  const { id } = await importedConsignment(w, reference);
  const rows = await w.t.database.db.select().from(printJobs).where(eq(printJobs.consignmentId, id));
  return rows.map((row) => `${row.document} ${row.origin} ${row.status}`).sort();
}

const QUEUED = ['connote automatic queued', 'label automatic queued'];

describe('imported consignments go to the site printers when they become ready to manifest', () => {
  it('manual: nothing prints on import; releasing queues the label and connote', async () => {
    await importAtMelbourne(w, [goodRow('PR-manual')]);
    const made = await importedConsignment(w, 'PR-manual');
    expect(made.autoprint).toEqual({ connotes: { enabled: true }, labels: { enabled: true } });
    expect(await jobsOf('PR-manual')).toEqual([]);

    const res = await w.alice.post(`${ISSUES}/release`, { data: { consignmentIds: [made.id] } });
    expect(res.statusCode).toBe(200);
    expect(await jobsOf('PR-manual')).toEqual(QUEUED);
    const [job] = await w.t.database.db.select().from(printJobs).where(eq(printJobs.consignmentId, made.id));
    // the jobs print the released version's documents (made at version 1, released as 2)
    expect(job?.ownerVersion).toBe('2');
  });

  it('manual: releasing where the site does not autoprint queues nothing', async () => {
    await importAtMelbourne(w, [goodRow('PR-off')]);
    const made = await importedConsignment(w, 'PR-off');
    await w.t.database.db.update(autoprintSettings).set({ enabled: false });
    try {
      const res = await w.alice.post(`${ISSUES}/release`, { data: { consignmentIds: [made.id] } });
      expect(res.statusCode).toBe(200);
      expect(await jobsOf('PR-off')).toEqual([]);
    } finally {
      await w.t.database.db.update(autoprintSettings).set({ enabled: true });
    }
  });

  it('automatic: issue-free rows print at once; one resolved by a re-check prints then', async () => {
    await configure(w.t, w.world.ids.melbourne, 'automatic');
    await importAtMelbourne(w, [
      goodRow('PR-auto'),
      goodRow('PR-later', { receiverSuburb: 'Henley Beach', receiverPostcode: '5022' }),
    ]);
    expect(await jobsOf('PR-auto')).toEqual(QUEUED);
    expect((await importedConsignment(w, 'PR-later')).issues.map((issue) => issue.code)).toEqual([
      'localityUnknown',
    ]);
    expect(await jobsOf('PR-later')).toEqual([]);

    await w.t.database.db
      .insert(localities)
      .values({ id: 900301, suburb: 'Henley Beach', postcode: '5022', state: 'SA', chargeZone: 'S1' });
    const res = await w.alice.post(`${ISSUES}/recheck`, { data: { siteId: String(w.world.ids.melbourne) } });
    expect(res.json<{ data: { resolved: number } }>().data.resolved).toBeGreaterThanOrEqual(1);
    expect(await jobsOf('PR-later')).toEqual(QUEUED);
  });

  it('manual: a consignment resolved by a re-check still waits for its release to print', async () => {
    await importAtMelbourne(w, [
      goodRow('PR-wait', { receiverSuburb: 'Semaphore', receiverPostcode: '5019' }),
    ]);
    await w.t.database.db
      .insert(localities)
      .values({ id: 900302, suburb: 'Semaphore', postcode: '5019', state: 'SA', chargeZone: 'S1' });
    await w.alice.post(`${ISSUES}/recheck`, { data: { siteId: String(w.world.ids.melbourne) } });
    const resolved = await importedConsignment(w, 'PR-wait');
    expect(resolved.issues).toEqual([]);
    expect(await jobsOf('PR-wait')).toEqual([]);
    await w.alice.post(`${ISSUES}/release`, { data: { consignmentIds: [resolved.id] } });
    expect(await jobsOf('PR-wait')).toEqual(QUEUED);
  });
});
