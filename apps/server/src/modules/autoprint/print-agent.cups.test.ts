import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { printJobs } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import type { TestClient } from '../../testing/http-client';
import {
  book,
  createConsignmentWorld,
  type ConsignmentWorld,
} from '../consignments/consignment-world.fixture';
import { startAgent, type RunningAgent } from './testing/agent-process.fixture';
import {
  cupsUnavailableReason,
  printedPdfs,
  startPrivateCups,
  type PrivateCups,
} from './testing/private-cups';

const SENDER = '/api/sender/v0/autoprint';
const waitLong = { timeout: 40_000, interval: 100 };
const unavailable = cupsUnavailableReason();
if (unavailable) console.warn(unavailable);

describe.skipIf(unavailable !== null)(
  'the print agent with CUPS (a private scheduler and cups-pdf printers)',
  () => {
    let t: TestContext;
    let world: ConsignmentWorld;
    let alice: TestClient;
    let cups: PrivateCups;
    let agent: RunningAgent | undefined;
    let site: number;

    beforeAll(async () => {
      cups = await startPrivateCups(['Label_PDF', 'Office_PDF']);
      t = await createTestApp({ JOBS_WORKER: 'true', JOBS_POLL_MS: '50' });
      world = await createConsignmentWorld(t);
      alice = await world.signIn('alice');
      site = world.ids.melbourne;
    }, 60_000);
    afterAll(async () => {
      await agent?.kill('SIGKILL');
      await t?.close();
      await cups?.close();
    });

    it('reports the CUPS printers, and prints a booked consignment on the default printers in the policy copies', async () => {
      const server = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const key = (await alice.post(`${SENDER}/client/secret-key?siteId=${site}`)).json<{
        data: { secretKey: string };
      }>().data.secretKey;
      agent = startAgent(server, key, { folder: null, env: { CUPS_SERVER: cups.server } });
      let printers: { id: number; name: string }[] = [];
      await vi.waitFor(async () => {
        const res = await alice.get(`${SENDER}/client/printers?siteId=${site}`);
        expect(res.statusCode).toBe(200);
        printers = res.json<{ data: { id: number; name: string }[] }>().data;
        expect(printers.map((p) => p.name).sort()).toEqual(['Label_PDF', 'Office_PDF']);
      }, waitLong);
      const idOf = (name: string) => printers.find((p) => p.name === name)?.id ?? null;
      const saved = await alice.request('PUT', `${SENDER}/config?siteId=${site}`, {
        body: {
          enabled: true,
          defaultLabelPrinter: { enabled: true, id: idOf('Label_PDF') },
          defaultConnotePrinter: { enabled: true, id: idOf('Office_PDF') },
        },
      });
      expect(saved.statusCode).toBe(200);
      await alice.request('PUT', `/api/sender/printing/policies/site/${site}`, {
        body: { defaultCopyCounts: { label: 2, connote: 1 }, carrierServiceCopyCounts: {} },
      });

      await book(alice, world.melbourneToAdelaide);
      await vi.waitFor(async () => {
        const rows = await t.database.db.select().from(printJobs);
        expect(rows.map((row) => row.status)).toEqual(['printed', 'printed']);
      }, waitLong);
      // one carton: a one-page label in two copies on the label printer, the connote once on the office printer
      await vi.waitFor(
        () => expect(printedPdfs(cups.outputOf('Label_PDF'))).toEqual([{ head: '%PDF-', pages: 2 }]),
        waitLong,
      );
      await vi.waitFor(
        () => expect(printedPdfs(cups.outputOf('Office_PDF'))).toEqual([{ head: '%PDF-', pages: 1 }]),
        waitLong,
      );
    }, 90_000);
  },
);
