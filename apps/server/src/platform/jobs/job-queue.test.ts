import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import { useTestDatabase } from '../../testing/test-database';
import { TestClock } from '../../testing/test-clock';
import { claimNextJob } from './claim';
import { enqueue } from './enqueue';
import { runNextJob, runPendingJobs } from './run';
import { JobWorker } from './worker';
import { handlersWith, jobRow } from './testing/job-fixtures';

let clock: TestClock;

const database = useTestDatabase();
beforeEach(async () => {
  await database.db.delete(jobs);
  clock = new TestClock();
});

const rowOf = (id: string) => jobRow(database.db, id);

describe('enqueue', () => {
  it('queues a job that exists only if the transaction commits', async () => {
    const kept = await database.db.transaction((tx) => enqueue(tx, 'test.kind', { n: 1 }));
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'test.kind', { n: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await database.db.select().from(jobs);
    expect(rows.map((r) => r.id)).toEqual([kept]);
    expect(rows[0]).toMatchObject({ status: 'queued', attempts: 0, payload: { n: 1 } });
  });

  it('keeps one queued job per dedupe key, with the newest payload', async () => {
    const first = await enqueue(database.db, 'test.kind', { v: 1 }, { dedupeKey: 'doc:1' });
    const second = await enqueue(database.db, 'test.kind', { v: 2 }, { dedupeKey: 'doc:1' });
    expect(second).toBe(first);
    expect((await rowOf(first)).payload).toEqual({ v: 2 });
    const other = await enqueue(database.db, 'test.kind', { v: 3 }, { dedupeKey: 'doc:2' });
    expect(other).not.toBe(first);
  });

  it('queues a new job behind one with the same key that is already running', async () => {
    const first = await enqueue(database.db, 'test.kind', { v: 1 }, { dedupeKey: 'doc:1' });
    await claimNextJob(database.db, ['test.kind'], clock.now(), 60_000);
    const second = await enqueue(database.db, 'test.kind', { v: 2 }, { dedupeKey: 'doc:1' });
    expect(second).not.toBe(first);
    expect((await rowOf(second)).status).toBe('queued');
  });
});

describe('claiming', () => {
  it('claims due jobs of known kinds only, oldest first, and leases them', async () => {
    await enqueue(database.db, 'other.kind', {}, { runAfter: new Date(clock.now().getTime() - 5000) });
    const later = await enqueue(
      database.db,
      'test.kind',
      {},
      { runAfter: new Date(clock.now().getTime() + 60_000) },
    );
    const due = await enqueue(database.db, 'test.kind', { due: true }, { runAfter: clock.now() });
    const claimed = await claimNextJob(database.db, ['test.kind'], clock.now(), 120_000);
    expect(claimed).toMatchObject({ id: due, attempts: 1, payload: { due: true } });
    const row = await rowOf(due);
    expect(row.status).toBe('running');
    expect(row.lockedUntil?.getTime()).toBe(clock.now().getTime() + 120_000);
    expect(await claimNextJob(database.db, ['test.kind'], clock.now(), 30_000)).toBeNull();
    clock.advance(60_000);
    expect((await claimNextJob(database.db, ['test.kind'], clock.now(), 30_000))?.id).toBe(later);
  });

  it('claims a due job of a higher priority before older ones (labels before connotes)', async () => {
    const older = new Date(clock.now().getTime() - 5000);
    const connote = await enqueue(database.db, 'test.kind', { n: 1 }, { runAfter: older });
    const label = await enqueue(database.db, 'test.kind', { n: 2 }, { runAfter: clock.now(), priority: 1 });
    expect((await claimNextJob(database.db, ['test.kind'], clock.now(), 30_000))?.id).toBe(label);
    expect((await claimNextJob(database.db, ['test.kind'], clock.now(), 30_000))?.id).toBe(connote);
  });

  it('skips a job another transaction holds locked', async (context) => {
    // Two sessions at once need PostgreSQL; PGlite is a single connection.
    if (process.env.TEST_DB !== 'postgres') context.skip();
    const a = await enqueue(
      database.db,
      'test.kind',
      { n: 'a' },
      { runAfter: new Date(clock.now().getTime() - 2000) },
    );
    const b = await enqueue(
      database.db,
      'test.kind',
      { n: 'b' },
      { runAfter: new Date(clock.now().getTime() - 1000) },
    );
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = database.db.transaction(async (tx) => {
      await tx.select().from(jobs).where(eq(jobs.id, a)).for('update');
      locked();
      await held;
    });
    await isLocked;
    const claimed = await claimNextJob(database.db, ['test.kind'], clock.now(), 30_000);
    release();
    await holder;
    expect(claimed?.id).toBe(b);
  });

  it('takes over a running job whose lease ran out (its worker stopped)', async () => {
    const id = await enqueue(database.db, 'test.kind', {});
    await claimNextJob(database.db, ['test.kind'], clock.now(), 30_000);
    expect(await claimNextJob(database.db, ['test.kind'], clock.now(), 30_000)).toBeNull();
    clock.advance(31_000);
    const ran: unknown[] = [];
    const outcome = await runNextJob({
      db: database.db,
      clock,
      handlers: handlersWith('test.kind', async (payload) => void ran.push(payload)),
    });
    expect(outcome).toBe('done');
    expect(ran).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2, lockedUntil: null });
  });
});

describe('running', () => {
  it('retries a failing job with back-off, then marks it failed after its attempts', async () => {
    const id = await enqueue(database.db, 'test.kind', {}, { maxAttempts: 3 });
    let calls = 0;
    const deps = {
      db: database.db,
      clock,
      handlers: handlersWith('test.kind', async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      }),
    };
    expect(await runPendingJobs(deps)).toEqual({ done: 0, retry: 1, failed: 0 });
    const afterFirst = await rowOf(id);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFirst.lastError).toContain('boom 1');
    expect(afterFirst.runAfter.getTime()).toBe(clock.now().getTime() + 5000);
    expect(await runPendingJobs(deps)).toEqual({ done: 0, retry: 0, failed: 0 });
    clock.advance(5000);
    expect(await runPendingJobs(deps)).toEqual({ done: 0, retry: 1, failed: 0 });
    clock.advance(10_000);
    expect(await runPendingJobs(deps)).toEqual({ done: 0, retry: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(calls).toBe(3);
  });

  it('succeeds on a later try', async () => {
    const id = await enqueue(database.db, 'test.kind', {});
    let calls = 0;
    const deps = {
      db: database.db,
      clock,
      handlers: handlersWith('test.kind', async () => {
        if (++calls === 1) throw new Error('not yet');
      }),
    };
    await runPendingJobs(deps);
    clock.advance(5000);
    expect(await runPendingJobs(deps)).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'done', lastError: null });
  });

  it('does not let a worker whose lease ran out finish the try that took over', async () => {
    const id = await enqueue(database.db, 'test.kind', {});
    const stale = await claimNextJob(database.db, ['test.kind'], clock.now(), 1000);
    clock.advance(2000);
    const current = await claimNextJob(database.db, ['test.kind'], clock.now(), 60_000);
    expect(current?.attempts).toBe(2);
    const { completeJob } = await import('./finish');
    if (!stale) throw new Error('no claim');
    await completeJob(database.db, stale, clock.now());
    expect((await rowOf(id)).status).toBe('running');
  });

  it('gives up on a job reclaimed after using all its attempts', async () => {
    const id = await enqueue(database.db, 'test.kind', {}, { maxAttempts: 1 });
    await claimNextJob(database.db, ['test.kind'], clock.now(), 1000);
    clock.advance(2000);
    let calls = 0;
    const outcome = await runNextJob({
      db: database.db,
      clock,
      handlers: handlersWith('test.kind', async () => void calls++),
    });
    expect(outcome).toBe('failed');
    expect(calls).toBe(0);
    expect((await rowOf(id)).status).toBe('failed');
  });

  it('a worker runs queued jobs until stopped', async () => {
    const ran: unknown[] = [];
    let seen = () => {};
    const both = new Promise<void>((resolve) => (seen = resolve));
    const worker = new JobWorker(
      {
        db: database.db,
        clock,
        handlers: handlersWith('test.kind', async (payload) => {
          ran.push(payload);
          if (ran.length === 2) seen();
        }),
      },
      { pollMs: 20, concurrency: 1 },
    );
    worker.start();
    await enqueue(database.db, 'test.kind', { n: 1 });
    await enqueue(database.db, 'test.kind', { n: 2 });
    await both;
    await worker.stop();
    expect(ran).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
