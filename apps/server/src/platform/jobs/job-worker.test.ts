import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { openDatabase, type Database } from '../db/client';
import { DbListener } from '../db/notifications';
import { createTestDatabase } from '../../testing/test-database';
import { TestClock } from '../../testing/test-clock';
import { JOBS_CHANNEL, enqueue } from './enqueue';
import { JobHandlers } from './handlers';
import { JobWorker } from './worker';

let database: Database & { url?: string };
/** Another process's connection on PostgreSQL; the same database on PGlite (one process). */
let other: Database;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  other = database.url ? await openDatabase({ kind: 'postgres', url: database.url, max: 2 }) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

function workerOn(
  db: Database,
  handler: (payload: unknown) => Promise<void>,
  options: { concurrency: number; pollMs: number },
) {
  const handlers = new JobHandlers();
  handlers.register('test.kind', handler);
  const worker = new JobWorker({ db: db.db, clock: new TestClock(), handlers }, options);
  stops.push(() => worker.stop());
  return worker;
}

describe('the job worker', () => {
  it('runs several jobs at once', { timeout: 10_000 }, async () => {
    let started = 0;
    let allStarted = () => {};
    const together = new Promise<void>((resolve) => (allStarted = resolve));
    // each job finishes only once all three have started: one at a time would never get there
    const worker = workerOn(
      database,
      async () => {
        started += 1;
        if (started === 3) allStarted();
        await together;
      },
      { concurrency: 3, pollMs: 60_000 },
    );
    for (const n of [1, 2, 3]) await enqueue(database.db, 'test.kind', { n });
    worker.start();
    await together;
    expect(started).toBe(3);
  });

  it(
    'wakes when another connection queues a job, without waiting for its next poll',
    { timeout: 10_000 },
    async () => {
      const ran: unknown[] = [];
      let done = () => {};
      const finished = new Promise<void>((resolve) => (done = resolve));
      const worker = workerOn(
        database,
        async (payload) => {
          ran.push(payload);
          done();
        },
        { concurrency: 2, pollMs: 60_000 },
      );
      const listener = new DbListener(database.db);
      stops.push(() => listener.close());
      await listener.on(JOBS_CHANNEL, () => worker.wake());
      worker.start();
      // the worker looked once, found nothing, and sleeps for a minute unless woken
      const startedAt = Date.now();
      await other.db.transaction((tx) => enqueue(tx, 'test.kind', { n: 1 }));
      await finished;
      expect(ran).toEqual([{ n: 1 }]);
      expect(Date.now() - startedAt).toBeLessThan(5_000);
    },
  );

  it('runs each job once with two workers of several slots each', { timeout: 20_000 }, async () => {
    const runs = new Map<number, number>();
    const count = 30;
    let done = () => {};
    const allRan = new Promise<void>((resolve) => (done = resolve));
    const handler = async (payload: unknown) => {
      const n = (payload as { n: number }).n;
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setImmediate(resolve));
      if ([...runs.values()].reduce((a, b) => a + b, 0) >= count) done();
    };
    for (let n = 0; n < count; n += 1) await enqueue(database.db, 'test.kind', { n });
    const first = workerOn(database, handler, { concurrency: 4, pollMs: 50 });
    const second = workerOn(other, handler, { concurrency: 4, pollMs: 50 });
    first.start();
    second.start();
    await allRan;
    await first.stop();
    await second.stop();
    expect(runs.size).toBe(count);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });
});
