import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidConsignmentNumber, isValidSscc } from '@freight/rules';
import type { Consignment } from '@freight/contracts';
import { ssccSerialCounters } from '../../db/schema';
import { SocketClient } from '../../testing/built-server';
import { TEST_PASSWORD } from '../../testing/fixtures';
import { startAppProcess } from '../../testing/start-app-process';
import { TEST_GS1_COMPANY_PREFIX } from '../../testing/test-app';
import { consignmentBody, CONSIGNMENTS, useConsignmentWorld, quoteFor } from './consignment-world.fixture';

const w = useConsignmentWorld('alice');

// PGlite runs one statement at a time, so only PostgreSQL (several connections) can race; PGlite checks the same
// with fewer requests.
const onPostgres = process.env.TEST_DB === 'postgres';
const COUNT = onPostgres ? 200 : 20;

const boxes = {
  packagingType: 'Carton',
  description: 'Box',
  quantity: 1,
  length: 400,
  width: 300,
  height: 200,
  weight: 10_000,
};

describe('consignment numbers and SSCCs under concurrency (DESIGN 5, 6)', () => {
  it(
    `gives ${COUNT} consignments created at once ${COUNT} different numbers in one unbroken sequence, and their items unbroken SSCC serials`,
    { timeout: 180_000 },
    async () => {
      const booking = {
        ...w.world.melbourneToAdelaide,
        lineItems: [{ ...boxes, quantity: 2 }],
      };
      const set = await quoteFor(w.alice, booking);
      const road = set.quotes.find((q) => q.agreedService.carrierName === 'Test Road Co');
      const body = consignmentBody(booking, road?.id ?? '');
      const answers = await Promise.all(
        Array.from({ length: COUNT }, () => w.alice.post(CONSIGNMENTS, body)),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: COUNT }, () => 201));
      const created = answers.map((res) => res.json<{ data: Consignment }>().data);
      const numbers = created.map((c) => c.consignmentNo);
      expect(new Set(numbers).size).toBe(COUNT);
      expect(numbers.every((n) => isValidConsignmentNumber(n, 'TRC'))).toBe(true);
      const sequences = numbers.map((n) => Number(n.slice(3, -1))).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: COUNT }, (_, i) => (sequences[0] ?? 0) + i));
      const ssccs = created.flatMap((c) => c.lineItems.flatMap((line) => line.itemIds));
      expect(ssccs).toHaveLength(COUNT * 2);
      expect(new Set(ssccs).size).toBe(COUNT * 2);
      expect(ssccs.every(isValidSscc)).toBe(true);
      // one prefix, one counter: the serials of all of them are one unbroken run
      expect(ssccs.every((sscc) => sscc.startsWith(`0${TEST_GS1_COMPANY_PREFIX}`))).toBe(true);
      const serials = ssccs.map((sscc) => Number(sscc.slice(8, 17))).sort((a, b) => a - b);
      expect(serials).toEqual(Array.from({ length: COUNT * 2 }, (_, i) => (serials[0] ?? 0) + i));
    },
  );
});

/** The serial reference of an SSCC under the test prefix: 0 + 7-digit prefix, then 9 digits, then the check digit. */
const serialOf = (sscc: string) => Number(sscc.slice(8, 17));

describe('SSCC serials across server processes (DESIGN 6)', () => {
  const PER_PROCESS = 25;

  // Two server processes of their own on one PostgreSQL database, as WORKERS=2 or two hosts run the app: only the
  // database's counter row can keep their serials apart, never anything one process holds in memory. PGlite is
  // embedded in one process, so there is no second process to race.
  it.skipIf(!onPostgres)(
    `gives ${PER_PROCESS} consignments of two carriers booked on each of two server processes at once unique SSCCs in one unbroken run`,
    { timeout: 240_000 },
    async () => {
      const url = w.t.database.url;
      if (!url) throw new Error('the PostgreSQL test database has no url');
      const processes = await Promise.all(
        [1, 2].map(() => startAppProcess(url, { GS1_COMPANY_PREFIX: TEST_GS1_COMPANY_PREFIX })),
      );
      try {
        const clients = await Promise.all(
          processes.map(async ({ port }) => {
            const client = new SocketClient(port);
            const res = await client.request('POST', '/api/auth/sign-in', {
              username: 'alice',
              password: TEST_PASSWORD,
            });
            expect(JSON.parse(res.body)).toMatchObject({ result: 'signedIn' });
            return client;
          }),
        );
        const booking = { ...w.world.melbourneToAdelaide, lineItems: [{ ...boxes, quantity: 2 }] };
        const set = await quoteFor(w.alice, booking);
        // both carriers: each carrier's consignment numbers are taken under a lock of their own, which would
        // queue bookings of one carrier behind each other and hide a race for the serials they share
        const bodies = ['Test Road Co', 'Test Express Co'].map((carrier) => {
          const quote = set.quotes.find((q) => q.agreedService.carrierName === carrier);
          if (!quote) throw new Error(`no quote of ${carrier}`);
          return consignmentBody(booking, quote.id);
        });
        const answers = await Promise.all(
          clients.flatMap((client) =>
            Array.from({ length: PER_PROCESS }, (_, i) =>
              client.request('POST', CONSIGNMENTS, bodies[i % bodies.length]),
            ),
          ),
        );
        expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));
        const ssccs = answers.flatMap((res) =>
          (JSON.parse(res.body) as { data: Consignment }).data.lineItems.flatMap((line) => line.itemIds),
        );
        expect(ssccs).toHaveLength(PER_PROCESS * 2 * 2);
        expect(new Set(ssccs).size).toBe(ssccs.length);
        expect(ssccs.every(isValidSscc)).toBe(true);
        expect(ssccs.every((sscc) => sscc.startsWith(`0${TEST_GS1_COMPANY_PREFIX}`))).toBe(true);
        const serials = ssccs.map(serialOf).sort((a, b) => a - b);
        expect(serials).toEqual(serials.map((_, i) => (serials[0] ?? 0) + i));
        // the counter has handed out exactly these, and the next booking carries on after them
        const [counter] = await w.t.database.db
          .select({ lastSerial: ssccSerialCounters.lastSerial })
          .from(ssccSerialCounters)
          .where(
            and(
              eq(ssccSerialCounters.companyPrefix, TEST_GS1_COMPANY_PREFIX),
              eq(ssccSerialCounters.extensionDigit, 0),
            ),
          );
        expect(counter?.lastSerial).toBe(serials.at(-1));
      } finally {
        await Promise.all(processes.map((process) => process.stop()));
      }
    },
  );
});
