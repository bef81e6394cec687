import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { documents, printJobs } from '../../db/schema';
import { book } from '../consignments/consignment-world.fixture';
import { printedLines, startAgent, type RunningAgent } from './testing/agent-process.fixture';
import { autoprintOn, issueAgentKey, SENDER } from './testing/autoprint-site.fixture';
import { startHoldingProxy } from './testing/holding-proxy.fixture';
import { useListeningWorld } from './testing/listening-world.fixture';
import {
  cupsUnavailableReason,
  printedPdfs,
  startPrivateCups,
  type PrivateCups,
} from './testing/private-cups';

const waitLong = { timeout: 40_000, interval: 100 };
const unavailable = cupsUnavailableReason();
if (unavailable) console.warn(unavailable);

describe.skipIf(unavailable !== null)(
  'the print agent with CUPS (a private scheduler and cups-pdf printers)',
  () => {
    const listening = useListeningWorld();
    const { w } = listening;
    let cups: PrivateCups;
    let agent: RunningAgent | undefined;

    beforeAll(async () => {
      cups = await startPrivateCups(['Label_PDF', 'Office_PDF']);
    }, 60_000);
    afterAll(async () => {
      await agent?.kill('SIGKILL');
      await cups?.close();
    });

    it('reports the CUPS printers, and prints a booked consignment on the default printers in the policy copies', async () => {
      const key = await issueAgentKey(w.alice, listening.site);
      agent = startAgent(listening.server, key, { folder: null, env: { CUPS_SERVER: cups.server } });
      let printers: { id: number; name: string }[] = [];
      await vi.waitFor(async () => {
        const res = await w.alice.get(`${SENDER}/client/printers?siteId=${listening.site}`);
        expect(res.statusCode).toBe(200);
        printers = res.json<{ data: { id: number; name: string }[] }>().data;
        expect(printers.map((p) => p.name).sort()).toEqual(['Label_PDF', 'Office_PDF']);
      }, waitLong);
      const idOf = (name: string) => printers.find((p) => p.name === name)?.id ?? null;
      await autoprintOn(w.alice, listening.site, {
        label: { enabled: true, id: idOf('Label_PDF') },
        connote: { enabled: true, id: idOf('Office_PDF') },
      });

      await book(w.alice, w.booking);
      await vi.waitFor(async () => {
        const rows = await w.t.database.db.select().from(printJobs);
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

    // follows the test above: the site's default printers and copy counts are the ones it saved
    it('an agent killed after printing, before the server heard, prints nothing twice when started again', async () => {
      // the agent talks to the server through a proxy that keeps its acknowledgements from arriving
      const proxy = await startHoldingProxy(() => listening.server);
      try {
        await agent?.kill('SIGKILL');
        await w.t.database.db.delete(printJobs);
        const key = await issueAgentKey(w.alice, listening.site);
        const before = [printedPdfs(cups.outputOf('Label_PDF')), printedPdfs(cups.outputOf('Office_PDF'))];
        proxy.holdWhen((method, path) => method === 'POST' && path.includes('/result'));
        const { consignment } = await book(w.alice, w.booking);
        // its documents are made before the agent starts, so its first poll takes both jobs
        await vi.waitFor(async () => {
          const [made] = await w.t.database.db
            .select({ count: sql<number>`count(*)::int` })
            .from(documents)
            .where(and(eq(documents.ownerId, String(consignment.id)), eq(documents.status, 'ready')));
          expect(made?.count).toBeGreaterThanOrEqual(2);
        }, waitLong);
        const env = { CUPS_SERVER: cups.server };
        const first = startAgent(proxy.url, key, { folder: null, env });
        agent = first;
        await vi.waitFor(() => expect(proxy.held).toHaveLength(2), waitLong);
        await first.kill('SIGKILL');
        proxy.release();
        const again = startAgent(proxy.url, null, { home: first.home, folder: null, env });
        agent = again;
        await vi.waitFor(async () => {
          const rows = await w.t.database.db.select().from(printJobs);
          expect(rows.map((row) => row.status)).toEqual(['printed', 'printed']);
        }, waitLong);
        expect([...printedLines(first.output()), ...printedLines(again.output())]).toHaveLength(2);
        await vi.waitFor(() => {
          expect(printedPdfs(cups.outputOf('Label_PDF'))).toHaveLength((before[0]?.length ?? 0) + 1);
          expect(printedPdfs(cups.outputOf('Office_PDF'))).toHaveLength((before[1]?.length ?? 0) + 1);
        }, waitLong);
      } finally {
        await proxy.close();
      }
    }, 90_000);
  },
);
