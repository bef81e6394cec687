import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBookEntries, sites } from './db/schema';
import { DEMO_PASSWORD, seedDemoData } from './demo/demo';
import { seedDemoCarriers } from './demo/demo-carriers';
import { seedDemoReferenceData } from './demo/demo-reference-data';
import { loadLocalities } from './reference-data/localities';
import { syncPolicyDocuments } from './modules/legal';
import { buildServer, call, SocketClient, startBuiltServer } from './testing/built-server';
import { openDatabase } from './platform/db/client';

const onPostgres = process.env.TEST_DB === 'postgres';
const dataDir = mkdtempSync(join(tmpdir(), 'freight-built-'));

let build: ReturnType<typeof buildServer>;
beforeAll(() => {
  build = buildServer();
}, 120_000);
afterAll(() => {
  build.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('the production build on the embedded database', () => {
  it('starts from compiled JavaScript, serves, stays one process when asked for more, and stops cleanly', async () => {
    const server = await startBuiltServer(build.dir, { DATA_DIR: dataDir, DEMO_DATA: 'false', WORKERS: '2' });
    try {
      expect(server.output()).toContain(
        'WORKERS=2 asked for, but the embedded database runs inside one process, so one server process is started.',
      );
      const config = await call(server.port, 'GET', '/api/platform/config');
      expect(config.status).toBe(200);
      expect(JSON.parse(config.body)).toHaveProperty('helpContact');
      expect((await call(server.port, 'GET', '/api/auth/session')).status).toBe(401);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);
});

/** A database of its own on the PostgreSQL server, dropped after. */
async function scratchDatabase() {
  const serverUrl = process.env.DATABASE_URL ?? '';
  const name = `test_built_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const childrenOf = (pid: number) =>
  execFileSync('ps', ['--ppid', String(pid), '-o', 'pid='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);

async function until(check: () => Promise<boolean> | boolean, what: string) {
  // generous: a busy CI machine starts and replaces processes slowly
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function nextWeekday(): string {
  const day = new Date(Date.now() + 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe.runIf(onPostgres)('WORKERS=2 on one PostgreSQL', () => {
  it('shares sessions, numbering and background jobs between the processes, and outlives a killed one', async () => {
    const scratch = await scratchDatabase();
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, max: 2 });
    const { db } = database;
    await database.migrate();
    await syncPolicyDocuments(db);
    await loadLocalities(db);
    await seedDemoData(db);
    await seedDemoCarriers(db);
    await seedDemoReferenceData(db);
    const [site] = await db.select().from(sites).where(eq(sites.name, 'Melbourne DC'));
    const entries = await db
      .select({
        id: addressBookEntries.id,
        name: addressBookEntries.name,
        addressId: addressBookEntries.addressId,
      })
      .from(addressBookEntries)
      .where(eq(addressBookEntries.siteId, site?.id ?? 0))
      .orderBy(asc(addressBookEntries.id));
    await database.close();
    const home = entries.find((entry) => entry.name === site?.name);
    const receiver = entries.find((entry) => entry !== home);
    if (!site || !home || !receiver) throw new Error('no demo site and address book');

    const server = await startBuiltServer(build.dir, {
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      WORKERS: '2',
      JOBS_POLL_MS: '200',
    });
    try {
      const primary = server.process.pid ?? 0;
      await until(() => server.output().includes('PostgreSQL; 2 server processes'), 'two server processes');
      expect(childrenOf(primary)).toHaveLength(2);

      const browser = new SocketClient(server.port);
      const signIn = await browser.request('POST', '/api/auth/sign-in', {
        username: 'demo',
        password: DEMO_PASSWORD,
      });
      expect(signIn.status).toBe(200);

      // Each process dies in turn; the session lives on in the processes that replace them.
      for (const child of childrenOf(primary)) {
        process.kill(child, 'SIGKILL');
        await until(
          () => childrenOf(primary).length === 2 && !childrenOf(primary).includes(child),
          'a replacement process',
        );
        await until(
          async () =>
            (await call(server.port, 'GET', '/api/platform/config').catch(() => null))?.status === 200,
          'the replacement to listen',
        );
      }
      for (let i = 0; i < 6; i += 1)
        expect((await browser.request('GET', '/api/auth/session')).status).toBe(200);

      const dispatchDate = nextWeekday();
      const lineItems = [
        { packagingType: 'Carton', quantity: 2, length: 450, width: 350, height: 300, weight: 8_000 },
      ];
      const book = async (n: number) => {
        const quoted = await browser.request('POST', '/api/sender/v0/quote-sets', {
          data: {
            siteId: String(site.id),
            dispatchDate,
            sender: { addressBookEntryId: String(home.id) },
            receiver: { addressBookEntryId: String(receiver.id) },
            lineItems,
          },
        });
        expect(quoted.status).toBe(201);
        const quote = (
          JSON.parse(quoted.body) as { data: { quotes: { id: string; recommended: boolean }[] } }
        ).data.quotes.find((q) => q.recommended);
        const created = await browser.request('POST', '/api/sender/v0/consignments', {
          data: {
            type: 'consignments',
            attributes: {
              siteId: String(site.id),
              type: 'outbound',
              quoteId: quote?.id,
              dispatchDate,
              references: [`TWO-PROCESSES-${n}`],
              sender: { name: home.name, addressId: home.addressId },
              receiver: { name: receiver.name, addressId: receiver.addressId },
              lineItems: lineItems.map((line) => ({ ...line, description: 'Cartons of goods' })),
            },
          },
        });
        expect(created.status).toBe(201);
        return JSON.parse(created.body) as {
          data: { consignmentNo: string };
          links: { self: string; connote: string };
        };
      };
      const booked = await Promise.all(Array.from({ length: 8 }, (_, n) => book(n)));
      const numbers = booked.map((consignment) => consignment.data.consignmentNo);
      expect(new Set(numbers).size).toBe(8);

      // every connote is made once by whichever process claims its job
      for (const consignment of booked)
        await until(
          async () => (await browser.request('HEAD', consignment.links.connote)).status === 200,
          `the connote of ${consignment.links.self}`,
        );
    } finally {
      const code = await server.stop();
      // what the processes said, when they did not end cleanly
      if (code !== 0) console.error(server.output());
      expect(code).toBe(0);
      await scratch.drop();
    }
  }, 240_000);
});
