import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { documents, printJobs } from '../../db/schema';
import { buildApp } from '../../app';
import { book, useConsignmentWorldWith } from '../consignments/consignment-world.fixture';
import { pdfsIn, printedLines, startAgent, type RunningAgent } from './testing/agent-process.fixture';
import { startHoldingProxy } from './testing/holding-proxy.fixture';
import { autoprintOn, issueAgentKey } from './testing/autoprint-site.fixture';
import { clearAutoprint } from './testing/clear-autoprint.fixture';

const waitLong = { timeout: 20_000, interval: 50 };
const isResult = (method: string, path: string) => method === 'POST' && /\/jobs\/[^/]+\/result/.test(path);
const isDocument = (method: string, path: string) => method === 'GET' && /\/jobs\/[^/]+\/document/.test(path);
let site: number;
/** The app answering now: the test's, or the one started in its place after a restart. */
let serving: FastifyInstance;
let port: number;
let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
const running: RunningAgent[] = [];

const w = useConsignmentWorldWith({ env: { JOBS_WORKER: 'true' } }, 'alice');
beforeAll(async () => {
  site = w.world.ids.melbourne;
  serving = w.t.app;
  await w.t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (w.t.app.server.address() as AddressInfo).port;
  proxy = await startHoldingProxy(() => `http://127.0.0.1:${port}`);
}, 60_000);
afterAll(async () => {
  await Promise.all(running.map((agent) => agent.kill('SIGKILL')));
  await proxy.close();
  if (serving !== w.t.app) await serving.close();
});
beforeEach(async () => {
  await Promise.all(running.splice(0).map((agent) => agent.kill('SIGKILL')));
  proxy.release();
  await clearAutoprint(w.t.database.db);
});

/** Waits for a condition, showing what the agents said when it never comes. */
async function until(check: () => unknown, agents: RunningAgent[] = running) {
  await vi.waitFor(check, waitLong).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${agents.map((agent) => agent.output()).join('\n---\n')}`);
  });
}

function run(key: string | null, options: Parameters<typeof startAgent>[2] = {}) {
  const agent = startAgent(proxy.url, key, options);
  running.push(agent);
  return agent;
}

/**
 * Autoprint on with labels 2 and connote 1, one consignment booked and its documents made, then the agent
 * started: its first poll takes both jobs.
 */
async function agentWithBooking() {
  const key = await issueAgentKey(w.alice, site);
  await autoprintOn(w.alice, site);
  const { consignment } = await book(w.alice, w.booking);
  await until(async () => {
    const made = await w.t.database.db
      .select({ status: documents.status })
      .from(documents)
      .where(and(eq(documents.ownerType, 'consignment'), eq(documents.ownerId, String(consignment.id))));
    expect(made.filter((document) => document.status === 'ready').length).toBeGreaterThanOrEqual(2);
  });
  return { agent: run(key), consignmentNo: consignment.consignmentNo };
}

async function statesOfJobs() {
  return (await w.t.database.db.select().from(printJobs)).map((row) => row.status);
}

/** Once both jobs are printed: the label in its 2 copies and the connote, each printed by one print only. */
async function expectPrintedOnce(consignmentNo: string, folder: string, agents: RunningAgent[]) {
  await until(async () => expect(await statesOfJobs()).toEqual(['printed', 'printed']));
  const outputs = agents.map((agent) => agent.output());
  const files = pdfsIn(folder);
  expect(files.map((file) => file.name.replace(/-\d{8,}.*$/, '').replace(/-copy.*$/, ''))).toHaveLength(3);
  expect(files.filter((file) => file.name.startsWith(`${consignmentNo}-label-`))).toHaveLength(2);
  expect(files.filter((file) => file.name.startsWith(`${consignmentNo}-connote-`))).toHaveLength(1);
  const lines = outputs.flatMap(printedLines);
  expect(lines.map((line) => line.replace(/^\S+ /, '')).sort()).toEqual([
    `Printed 1 x connote of ${consignmentNo}.`,
    `Printed 2 x label of ${consignmentNo}.`,
  ]);
}

/** The held calls let through and the killed agent started again on its home and folder: each job prints once. */
async function startedAgainPrintsOnce(agent: RunningAgent, consignmentNo: string) {
  proxy.release();
  const again = run(null, { home: agent.home, folder: agent.folder });
  await expectPrintedOnce(consignmentNo, agent.folder, [agent, again]);
}

describe('printing exactly once across restarts', { timeout: 60_000 }, () => {
  it('an agent killed after printing, before the server heard, only acknowledges when started again', async () => {
    proxy.holdWhen(isResult);
    const { agent, consignmentNo } = await agentWithBooking();
    // both jobs printed and in the journal; neither acknowledgement reached the server
    await until(() => expect(proxy.held.filter((call) => isResult(call.method, call.path))).toHaveLength(2));
    expect(await statesOfJobs()).toEqual(['printing', 'printing']);
    await agent.kill('SIGKILL');
    await startedAgainPrintsOnce(agent, consignmentNo);
  });

  it('an agent killed while fetching the documents prints them once when started again', async () => {
    proxy.holdWhen(isDocument);
    const { agent, consignmentNo } = await agentWithBooking();
    await until(() => expect(proxy.held).toHaveLength(2));
    await agent.kill('SIGKILL');
    expect(pdfsIn(agent.folder)).toEqual([]);
    await startedAgainPrintsOnce(agent, consignmentNo);
  });

  it('a server restarted while its jobs are leased hands them back to the agent, which prints nothing twice', async () => {
    proxy.holdWhen(isResult);
    const { agent, consignmentNo } = await agentWithBooking();
    await until(() => expect(proxy.held).toHaveLength(2));
    // the server goes down with both jobs leased and printed but not acknowledged, and comes back on its port
    await serving.close();
    proxy.release();
    serving = await buildApp({ config: w.t.config, db: w.t.database.db, clock: w.t.clock, logger: false });
    await serving.listen({ host: '127.0.0.1', port });
    await expectPrintedOnce(consignmentNo, agent.folder, [agent]);
  });
});
