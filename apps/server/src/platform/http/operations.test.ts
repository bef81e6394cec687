import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../bootstrap';
import { loadConfig } from '../../config/env';
import { useTestApp } from '../../testing/test-world';
import { createTestDatabase } from '../../testing/test-database';
import { schemaState } from '../db/migrations';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const onPostgres = process.env.TEST_DB === 'postgres';
const config = (overrides: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'freight-ops-')),
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
const status = z.object({ status: z.string(), reason: z.string().optional() });

const t = useTestApp({ METRICS_TOKEN: 'a-long-metrics-token-1234' });

describe('health and readiness', () => {
  it('answers /healthz and /readyz when the database has this version schema', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready before the migrations, nor on a schema it does not know, and start-up refuses both', async () => {
    const database = await createTestDatabase({ migrate: false });
    const app = await buildApp({ config: config(), db: database.db, logger: false });
    try {
      const before = await app.inject({ method: 'GET', url: '/readyz' });
      expect(before.statusCode).toBe(503);
      expect(status.parse(before.json()).reason).toMatch(
        /^The database is \d+ migration\(s\) behind this version/,
      );
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      await database.migrate();
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${Date.now() + 86_400_000})`,
      );
      const after = await app.inject({ method: 'GET', url: '/readyz' });
      expect(after.statusCode).toBe(503);
      expect(status.parse(after.json()).reason).toContain('Refusing to serve on a schema it does not know');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('metrics', () => {
  it('need the token when one is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('report request durations by route and status, the job queue, and the process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/platform/config' });
    await t.app.inject({ method: 'GET', url: '/api/org/user' });
    await t.database.db.execute(
      sql`insert into jobs (kind, payload) values ('document.generate', '{}'::jsonb)`,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer a-long-metrics-token-1234' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/platform\/config",status="200"\} 1/,
    );
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/org\/user",status="401"\} 1/,
    );
    expect(response.body).toContain('jobs_queued{kind="document.generate"} 1');
    expect(response.body).toContain('jobs_oldest_queued_age_seconds{kind="document.generate"}');
    expect(response.body).toContain('process_resident_memory_bytes');
  });
});

describe.runIf(onPostgres)('migrations on PostgreSQL', () => {
  it('run once when two processes migrate one empty database together', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const env = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' };
      const migrate = () => run('npx', ['tsx', 'src/migrate.ts'], { cwd: serverDir, env });
      const outputs = await Promise.all([migrate(), migrate()]);
      expect(outputs.map((o) => o.stdout.trim()).sort()).toEqual([
        expect.stringMatching(/^Applied \d+ migration\(s\)\.$|^The database is up to date\.$/),
        expect.stringMatching(/^Applied \d+ migration\(s\)\.$|^The database is up to date\.$/),
      ]);
      expect(await schemaState(database.db)).toEqual({ pending: 0, unknown: 0 });
      const rows = z
        .object({ rows: z.array(z.object({ n: z.coerce.number(), distinct: z.coerce.number() })) })
        .parse(
          await database.db.execute(
            sql`select count(*) as n, count(distinct created_at) as distinct from drizzle.__drizzle_migrations`,
          ),
        );
      expect(rows.rows[0]?.n).toBe(rows.rows[0]?.distinct);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('are not run by a server start unless MIGRATE_ON_START says so, and the start refuses the old schema', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const settings = config({ DATABASE_URL: database.url ?? '' });
      expect(settings.migrateOnStart).toBe(false);
      await expect(prepareDatabase(settings, () => undefined)).rejects.toThrow(/Run `npm run migrate`/);
      const started = await prepareDatabase({ ...settings, migrateOnStart: true }, () => undefined);
      await started.close();
    } finally {
      await database.close();
    }
  }, 60_000);
});
