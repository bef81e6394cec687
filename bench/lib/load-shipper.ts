import { BrowserSession, ConnectionLost, NoAnswer, type Answer } from './load-client';
import type { LoadStats } from './load-stats';

/** The demo world a shipper books in: its site, its own address, receivers to pick from, words to search. */
export interface LoadWorld {
  siteId: number;
  home: { id: number; name: string; addressId: string };
  receivers: { id: number; name: string; addressId: string }[];
  searchTerms: string[];
  dispatchDate: string;
}

export interface LoadRun {
  baseUrl: string;
  world: LoadWorld;
  stats: LoadStats;
  password: string;
  deadline: number;
  thinkMs: number;
  /** Shippers arrive evenly over this long (sign-in hashes a password: 200 at once is not a working day). */
  rampMs: number;
  shippers: number;
  /** How long a label may take to be made before it counts as missing. */
  documentWaitMs: number;
  /** When a server process was killed; connections lost soon after are expected and retried. */
  kill: { at: number | null; windowMs: number };
  /** What every 201 answered, checked in the database at the end. */
  created: { id: string; consignmentNo: string }[];
  documentsMissing: { consignmentId: string; reason: string }[];
}

class SessionLost extends Error {}
class StepFailed extends Error {}
/** The run's time is up: the shipper stops after the request it was making, as a person leaving mid-task. */
class RunOver extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

/**
 * One simulated shipper: signs in, then works through the ready-to-manifest and track lists, a search, a quote, a
 * booking, an edit and its label with think times until the run ends, and signs out. A connection lost while a
 * process was being killed is retried, as a browser's user would press again.
 */
export async function runShipper(run: LoadRun, username: string, index: number): Promise<void> {
  const browser = new BrowserSession(run.baseUrl);
  const think = async () => {
    if (Date.now() >= run.deadline) throw new RunOver();
    await sleep(run.thinkMs * (0.5 + Math.random()));
  };

  const call = async (
    step: string,
    method: string,
    path: string,
    expect: number[],
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer> => {
    for (let attempt = 0; ; attempt += 1) {
      const started = performance.now();
      const sentAt = Date.now();
      let answer: Answer;
      try {
        answer = await browser.send(method, path, body, headers);
      } catch (error) {
        const now = Date.now();
        const { at } = run.kill;
        const duringKill = at !== null && now >= at && now - at < run.kill.windowMs;
        // node:cluster can lose a connection it was handing to the process as it died: that request was in flight
        // to the killed process too, and only a timeout ends it
        const lostInHandoff = error instanceof NoAnswer && at !== null && sentAt <= at;
        if (((error instanceof ConnectionLost && duringKill) || lostInHandoff) && attempt < 5) {
          run.stats.interrupted(step);
          await sleep(250 * (attempt + 1));
          continue;
        }
        run.stats.error(step, 'connection', String(error));
        throw new StepFailed(step);
      }
      const ms = performance.now() - started;
      if (answer.status === 401 && step !== 'signIn') {
        run.stats.lostSession(step);
        throw new SessionLost(step);
      }
      if (!expect.includes(answer.status)) {
        run.stats.error(step, answer.status, answer.body);
        throw new StepFailed(step);
      }
      run.stats.ok(step, ms);
      return answer;
    }
  };

  const signIn = async () => {
    browser.forget();
    await call('csrf', 'GET', '/api/auth/csrf', [200]);
    const answer = await call('signIn', 'POST', '/api/auth/sign-in', [200], {
      username,
      password: run.password,
    });
    const result = (JSON.parse(answer.body) as { result: string }).result;
    if (result !== 'signedIn') {
      run.stats.error('signIn', answer.status, `result ${result}`);
      throw new StepFailed('signIn');
    }
  };

  const { world } = run;
  const list = `/api/sender/v0/consignments?filter[site.id]=${world.siteId}&page[limit]=30&page[offset]=0`;
  let round = index;

  const label = async (id: string) => {
    const path = `/api/sender/v0/consignments/${id}/label.pdf`;
    const until = Date.now() + run.documentWaitMs;
    const started = performance.now();
    for (;;) {
      const head = await call('labelHead', 'HEAD', path, [200, 202]);
      if (head.status === 200) break;
      // the database check at the end still covers a label the run ended before
      if (Date.now() >= run.deadline) throw new RunOver();
      if (Date.now() > until) {
        run.documentsMissing.push({ consignmentId: id, reason: `not made in ${run.documentWaitMs} ms` });
        return;
      }
      await sleep(500);
    }
    run.stats.ok('labelReady', performance.now() - started);
    const pdf = await call('labelGet', 'GET', path, [200]);
    if (pdf.bytes === 0 || !(pdf.headers.get('content-type') ?? '').includes('application/pdf'))
      run.documentsMissing.push({
        consignmentId: id,
        reason: `answered ${pdf.bytes} bytes of ${pdf.headers.get('content-type')}`,
      });
  };

  const work = async () => {
    round += 1;
    await call(
      'readyToManifest',
      'GET',
      `${list}&filter[readyToManifest]=true&sort=-updated,-dispatchDate`,
      [200],
    );
    await think();
    await call('track', 'GET', `${list}&filter[overdue]=true&sort=-dispatchDate,-updated`, [200]);
    await think();
    const term = encodeURIComponent(pick(world.searchTerms, round));
    await call(
      'search',
      'GET',
      `/api/search/v0/consignments?filter[site.id]=${world.siteId}&filter[agreedService.id]=all&search=${term}&page[limit]=30`,
      [200],
    );
    await think();
    const receiver = pick(world.receivers, round);
    const lineItems = [
      {
        packagingType: 'Carton',
        quantity: 1 + (round % 3),
        length: 400,
        width: 300,
        height: 250,
        weight: 4_000 + (round % 7) * 500,
      },
    ];
    const quote = await call('quote', 'POST', '/api/sender/v0/quote-sets', [201], {
      data: {
        siteId: String(world.siteId),
        dispatchDate: world.dispatchDate,
        sender: { addressBookEntryId: String(world.home.id) },
        receiver: { addressBookEntryId: String(receiver.id) },
        lineItems,
      },
    });
    const quotes = (JSON.parse(quote.body) as { data: { quotes: { id: string; recommended: boolean }[] } })
      .data.quotes;
    const quoteId = (quotes.find((q) => q.recommended) ?? quotes[0])?.id;
    await think();
    const created = await call('create', 'POST', '/api/sender/v0/consignments', [201], {
      data: {
        type: 'consignments',
        attributes: {
          siteId: String(world.siteId),
          type: 'outbound',
          quoteId,
          dispatchDate: world.dispatchDate,
          references: [`LOAD-${username}-${round}`],
          sender: { name: world.home.name, addressId: world.home.addressId },
          receiver: { name: receiver.name, addressId: receiver.addressId },
          lineItems: lineItems.map((line) => ({ ...line, description: 'Goods' })),
        },
      },
    });
    const booked = (JSON.parse(created.body) as { data: { id: string; consignmentNo: string } }).data;
    run.created.push({ id: booked.id, consignmentNo: booked.consignmentNo });
    await think();
    await call(
      'edit',
      'PUT',
      `/api/sender/v0/consignments/${booked.id}/summary`,
      [200],
      { data: { type: 'consignments', attributes: { references: [`LOAD-${username}-${round}`, 'EDITED'] } } },
      { 'if-match': created.headers.get('etag') ?? '' },
    );
    await think();
    await label(booked.id);
    await think();
  };

  // shippers arrive over the ramp-up rather than all in one instant, as a working day's sign-ins do
  await sleep((index / run.shippers) * run.rampMs);
  let signedIn = false;
  while (Date.now() < run.deadline) {
    try {
      if (!signedIn) {
        await signIn();
        signedIn = true;
        await think();
      }
      await work();
    } catch (error) {
      if (error instanceof RunOver) break;
      if (error instanceof SessionLost) signedIn = false;
      else if (!(error instanceof StepFailed)) throw error;
      await sleep(run.thinkMs);
    }
  }
  if (signedIn) {
    try {
      await call('signOut', 'POST', '/api/auth/sign-out', [204]);
    } catch (error) {
      if (!(error instanceof StepFailed) && !(error instanceof SessionLost)) throw error;
    }
  }
}
