import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidConsignmentNumber, isValidSscc } from '@freight/rules';
import type { Consignment } from '@freight/contracts';
import type { TestClient } from '../../testing/http-client';
import { createTestApp, TEST_GS1_COMPANY_PREFIX, type TestContext } from '../../testing/test-app';
import {
  consignmentBody,
  CONSIGNMENTS,
  createConsignmentWorld,
  quoteFor,
  type ConsignmentWorld,
} from './consignment-world.fixture';

let t: TestContext;
let world: ConsignmentWorld;
let alice: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  world = await createConsignmentWorld(t);
  alice = await world.signIn('alice');
});
afterAll(() => t.close());

// PGlite runs one statement at a time, so only PostgreSQL (several connections) can race; PGlite checks the same
// with fewer requests.
const onPostgres = process.env.TEST_DB === 'postgres';
const COUNT = onPostgres ? 200 : 20;

describe('consignment numbers and SSCCs under concurrency (DESIGN 5, 6)', () => {
  it(
    `gives ${COUNT} consignments created at once ${COUNT} different numbers in one unbroken sequence, and their items unbroken SSCC serials`,
    { timeout: 180_000 },
    async () => {
      const booking = {
        ...world.melbourneToAdelaide,
        lineItems: [
          {
            packagingType: 'Carton',
            description: 'Box',
            quantity: 2,
            length: 400,
            width: 300,
            height: 200,
            weight: 10_000,
          },
        ],
      };
      const set = await quoteFor(alice, booking);
      const road = set.quotes.find((q) => q.agreedService.carrierName === 'Test Road Co');
      const body = consignmentBody(booking, road?.id ?? '');
      const answers = await Promise.all(Array.from({ length: COUNT }, () => alice.post(CONSIGNMENTS, body)));
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
