import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { loadConfig } from '../../config/env';
import { createTestDatabase } from '../../testing/test-database';
import { TestClock } from '../../testing/test-clock';
import { systemClock } from '../clock';
import type { Database } from '../db/client';
import { claimNextJob } from './claim';
import { enqueue } from './enqueue';
import { DEFAULT_HEARTBEAT_MS, DEFAULT_LEASE_MS } from './lease';
import { runNextJob } from './run';
import { JobWorker } from './worker';
import { handlersWith, jobRow } from './testing/job-fixtures';

let database: Database & { url?: string };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const rowOf = (id: string) => jobRow(database.db, id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the default lease', () => {
  it('is 30 seconds, renewed every 10, unless configured', () => {
    expect([DEFAULT_LEASE_MS, DEFAULT_HEARTBEAT_MS]).toEqual([30_000, 10_000]);
    const config = loadConfig({ DATA_DIR: '/tmp/unused' });
    expect([config.jobsLeaseMs, config.jobsHeartbeatMs]).toEqual([30_000, 10_000]);
    expect(() => loadConfig({ JOBS_LEASE_MS: '1000', JOBS_HEARTBEAT_MS: '800' })).toThrow(
      /JOBS_HEARTBEAT_MS: must be at most half of JOBS_LEASE_MS/,
    );
  });

  it('lets another worker take over an abandoned job after 30 seconds, not before', async () => {
    // A day ahead, so the moved clock and not the database's decides when the job is due.
    const clock = new TestClock(new Date(Date.now() + 86_400_000));
    const id = await enqueue(database.db, 'test.kind', {}, { runAfter: clock.now() });
    // A worker claims the job with the default lease, then dies: nothing renews it.
    await claimNextJob(database.db, ['test.kind'], clock.now(), DEFAULT_LEASE_MS);
    const handlers = handlersWith('test.kind', async () => {});
    clock.advance(29_000);
    expect(await runNextJob({ db: database.db, clock, handlers })).toBeNull();
    clock.advance(2_000);
    expect(await runNextJob({ db: database.db, clock, handlers })).toBe('done');
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('is renewed while the job runs, however long it takes', async () => {
    const clock = new TestClock(new Date(Date.now() + 86_400_000));
    const id = await enqueue(database.db, 'test.kind', {}, { runAfter: clock.now() });
    let finish = () => {};
    const handlers = handlersWith('test.kind', () => new Promise<void>((resolve) => (finish = resolve)));
    const running = runNextJob({ db: database.db, clock, handlers, heartbeatMs: 100 });
    // Two minutes of the job's life, in steps shorter than a lease: each heartbeat moves the lease on.
    for (let step = 0; step < 6; step += 1) {
      clock.advance(20_000);
      await sleep(300);
      expect(await claimNextJob(database.db, ['test.kind'], clock.now(), DEFAULT_LEASE_MS)).toBeNull();
    }
    finish();
    expect(await running).toBe('done');
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});

describe('a worker killed mid-job', () => {
  const leaseMs = 3_000;
  const heartbeatMs = 1_000;

  /** PostgreSQL: a worker process that claims the job, is killed with SIGKILL. PGlite (one process): a claim
   * that is never renewed nor finished, which is what such a process leaves behind. */
  async function abandon(id: string): Promise<void> {
    if (database.kind !== 'postgres' || !database.url) {
      await claimNextJob(database.db, ['test.hang'], systemClock.now(), leaseMs);
      return;
    }
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./testing/hanging-worker.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          JOBS_LEASE_MS: String(leaseMs),
          JOBS_HEARTBEAT_MS: String(heartbeatMs),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes(`started ${id}`)) resolve();
      });
      child.on('exit', (code) => reject(new Error(`the worker exited (${code}) before starting the job`)));
    });
    // Alive past its lease, the worker keeps the job: its heartbeat renews the lease.
    await sleep(leaseMs + heartbeatMs);
    expect(await rowOf(id)).toMatchObject({ status: 'running', attempts: 1 });
    expect(await claimNextJob(database.db, ['test.hang'], systemClock.now(), leaseMs)).toBeNull();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  it('leaves its job to another worker, which finishes it within a lease', { timeout: 90_000 }, async () => {
    const id = await enqueue(database.db, 'test.hang', {});
    await abandon(id);
    const abandonedAt = Date.now();
    const worker = new JobWorker(
      {
        db: database.db,
        clock: systemClock,
        handlers: handlersWith('test.hang', async () => {}),
        leaseMs,
        heartbeatMs,
      },
      { pollMs: 100 },
    );
    worker.start();
    try {
      while ((await rowOf(id)).status !== 'done' && Date.now() - abandonedAt < 60_000) await sleep(100);
    } finally {
      await worker.stop();
    }
    const waited = Date.now() - abandonedAt;
    console.log(`an abandoned job (${database.kind}) was finished by another worker ${waited} ms later`);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(waited).toBeLessThan(40_000);
    expect(waited).toBeLessThan(leaseMs + 5_000);
  });
});
