import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { printAgentKeys, printJobs } from '../../db/schema';
import type { TestClient } from '../../testing/http-client';
import { book, carton, CONSIGNMENTS, useConsignmentWorld } from '../consignments/consignment-world.fixture';
import { agentClient, type PolledJob } from './testing/agent-client.fixture';
import { claimJobs } from './print-jobs.repository';
import { clearAutoprint } from './testing/clear-autoprint.fixture';

const SENDER = '/api/sender/v0/autoprint';
const PRINTING = '/api/sender/printing';
let site: number;

const w = useConsignmentWorld('alice', 'olly');
beforeAll(async () => {
  site = w.world.ids.melbourne;
});
beforeEach(async () => {
  await clearAutoprint(w.t.database.db);
});

async function newKey(client: TestClient = w.alice, siteId = site) {
  const res = await client.post(`${SENDER}/client/secret-key?siteId=${siteId}`);
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { secretKey: string } }>().data.secretKey;
}

const status = async (client: TestClient = w.alice, siteId = site) =>
  client.get(`${SENDER}/client/status?siteId=${siteId}`);

async function printers() {
  const res = await w.alice.get(`${SENDER}/client/printers?siteId=${site}`);
  return res.statusCode === 204 ? [] : res.json<{ data: { id: number; name: string }[] }>().data;
}

async function enableAutoprint(label = 2, connote = 1) {
  const ids = await printers();
  const zebra = ids.find((p) => p.name === 'Zebra_ZD420');
  const res = await w.alice.request('PUT', `${SENDER}/config?siteId=${site}`, {
    body: {
      enabled: true,
      defaultLabelPrinter: { enabled: true, id: zebra?.id ?? null },
      defaultConnotePrinter: { enabled: false, id: null },
    },
  });
  expect(res.statusCode).toBe(200);
  const policy = await w.alice.request('PUT', `${PRINTING}/policies/site/${site}`, {
    body: { defaultCopyCounts: { label, connote }, carrierServiceCopyCounts: {} },
  });
  expect(policy.statusCode).toBe(200);
}

const jobsOf = (res: { json: <T>() => T }) => res.json<{ data: PolledJob[] }>().data;

async function pairedAgent(name = 'agent-one-0001') {
  const agent = agentClient(w.t, await newKey(), name);
  expect((await agent.heartbeat()).statusCode).toBe(200);
  return agent;
}

describe('secret key and client status', () => {
  it('answers 204 before any agent paired, shows the key once and keeps only its hash', async () => {
    expect((await status()).statusCode).toBe(204);
    expect((await w.alice.get(`${SENDER}/client/printers?siteId=${site}`)).statusCode).toBe(204);
    const key = await newKey();
    expect(key).toMatch(/^fpa_[\w-]{40,}$/);
    const [row] = await w.t.database.db.select().from(printAgentKeys).where(eq(printAgentKeys.siteId, site));
    expect(row?.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(4));
    expect((await status()).statusCode).toBe(204);
  });

  it('reads running with the machine name and version, stopped when it says so, noActiveClient when quiet', async () => {
    const agent = await pairedAgent('bench-pc-0001');
    const running = await status();
    expect(running.json()).toMatchObject({
      data: { status: 'running', machineName: 'PC-bench-', version: '1.0.0' },
    });
    await agent.heartbeat({ status: 'stopped' });
    expect((await status()).json()).toMatchObject({ data: { status: 'stopped' } });
    await agent.heartbeat();
    w.t.clock.advance(31_000);
    expect((await status()).json()).toMatchObject({
      data: { status: 'noActiveClient', machineName: 'PC-bench-' },
    });
    await agent.heartbeat();
    expect((await status()).json()).toMatchObject({ data: { status: 'running' } });
  });

  it('a new key disconnects the agent of the old one at once; deleting the key does too', async () => {
    const old = await pairedAgent();
    const replacement = agentClient(w.t, await newKey(), 'agent-two-0002');
    expect((await old.heartbeat()).statusCode).toBe(401);
    expect((await old.poll()).statusCode).toBe(401);
    expect((await status()).json()).toMatchObject({ data: { status: 'noActiveClient' } });
    expect((await replacement.heartbeat()).json()).toMatchObject({ data: { active: true } });
    expect((await status()).json()).toMatchObject({ data: { status: 'running' } });
    expect((await w.alice.request('DELETE', `${SENDER}/client/secret-key?siteId=${site}`)).statusCode).toBe(
      204,
    );
    expect((await replacement.poll()).statusCode).toBe(401);
    expect((await status()).json()).toMatchObject({ data: { status: 'noActiveClient' } });
  });

  it('refuses calls without a key or with a made-up one', async () => {
    const stranger = agentClient(w.t, 'fpa_not-a-real-key', 'agent-none-0003');
    expect((await stranger.heartbeat()).statusCode).toBe(401);
    const bare = await w.t.app.inject({
      method: 'GET',
      url: '/api/print-agent/v0/jobs?installationId=abcdefgh',
    });
    expect(bare.statusCode).toBe(401);
  });

  it('names the live key by its first characters and when it was made, never the key; 204 when none', async () => {
    const keyOf = () => w.alice.get(`${SENDER}/client/secret-key?siteId=${site}`);
    expect((await keyOf()).statusCode).toBe(204);
    const key = await newKey();
    const shown = await keyOf();
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      data: { prefix: key.slice(0, 10), createdAt: w.t.clock.now().toISOString() },
    });
    expect(shown.body).not.toContain(key.slice(10));
    const second = await newKey();
    expect(second).not.toBe(key);
    expect((await keyOf()).json()).toMatchObject({ data: { prefix: second.slice(0, 10) } });
    await w.alice.request('DELETE', `${SENDER}/client/secret-key?siteId=${site}`);
    expect((await keyOf()).statusCode).toBe(204);
  });

  it("another organisation's user cannot read or change this site's printing", async () => {
    expect((await status(w.olly)).statusCode).toBe(403);
    expect((await w.olly.get(`${SENDER}/client/secret-key?siteId=${site}`)).statusCode).toBe(403);
    expect((await w.olly.post(`${SENDER}/client/secret-key?siteId=${site}`)).statusCode).toBe(403);
    expect((await w.olly.get(`${PRINTING}/policies/site/${site}`)).statusCode).toBe(403);
    expect((await w.olly.get(`${SENDER}/config?siteId=${site}`)).statusCode).toBe(403);
  });
});

describe('printers and configuration', () => {
  it('gives printers numeric ids that stay the same, and saves defaults only among them', async () => {
    const agent = await pairedAgent();
    const first = await printers();
    expect(first.map((p) => p.name)).toEqual(['Zebra_ZD420', 'Office_Laser']);
    for (const printer of first) expect(Number.isInteger(printer.id)).toBe(true);
    await agent.heartbeat();
    expect(await printers()).toEqual(first);
    const put = (body: unknown) => w.alice.request('PUT', `${SENDER}/config?siteId=${site}`, { body });
    const office = first[1];
    const bad = await put({
      enabled: true,
      defaultLabelPrinter: { enabled: true, id: 'Zebra_ZD420' },
      defaultConnotePrinter: { enabled: true, id: 999999 },
    });
    expect(bad.statusCode).toBe(422);
    const pointers = bad
      .json<{ errors: { source: { pointer: string } }[] }>()
      .errors.map((e) => e.source.pointer);
    expect(pointers).toContain('/defaultLabelPrinter/id');
    const unknown = await put({
      enabled: true,
      defaultLabelPrinter: { enabled: true, id: null },
      defaultConnotePrinter: { enabled: true, id: 999999 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: { source: { pointer: string }; detail: string }[] }>().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: { pointer: '/defaultLabelPrinter/id' },
          detail: 'cannot be blank',
        }),
        expect.objectContaining({ source: { pointer: '/defaultConnotePrinter/id' } }),
      ]),
    );
    const good = await put({
      enabled: true,
      defaultLabelPrinter: { enabled: false, id: null },
      defaultConnotePrinter: { enabled: true, id: office?.id },
    });
    expect(good.json()).toEqual({
      data: {
        enabled: true,
        defaultLabelPrinter: { enabled: false, id: null, name: null },
        defaultConnotePrinter: { enabled: true, id: office?.id, name: 'Office_Laser' },
      },
    });
    expect((await w.alice.get(`${SENDER}/config?siteId=${site}`)).json()).toEqual(good.json());
  });
});

describe('printing policy', () => {
  it('keeps copy counts by carrier service, looked up with both site and carrier service', async () => {
    const services = await w.alice.get(`${PRINTING}/carrier-services/site/${site}`);
    const list = services.json<{ data: { id: string; name: string }[] }>().data;
    expect(list.length).toBeGreaterThan(0);
    const serviceId = list[0]?.id ?? '';
    const saved = await w.alice.request('PUT', `${PRINTING}/policies/site/${site}`, {
      body: {
        defaultCopyCounts: { connote: 1, label: 2 },
        carrierServiceCopyCounts: { [serviceId]: { connote: 3, label: 0 } },
      },
    });
    expect(saved.json()).toMatchObject({
      data: { carrierServiceCopyCounts: { [serviceId]: { connote: 3, label: 0 } } },
    });
    const lookup = (query: string) => w.alice.get(`${PRINTING}/copy-counts/consignment${query}`);
    expect((await lookup(`?siteId=${site}&carrierServiceId=${serviceId}`)).json()).toEqual({
      data: { connote: 3, label: 0 },
    });
    expect((await lookup(`?siteId=${site}&carrierServiceId=987654`)).json()).toEqual({
      data: { connote: 1, label: 2 },
    });
    const missing = await lookup(`?siteId=${site}`);
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.json())).toContain('carrierServiceId');
    expect((await lookup(`?carrierServiceId=${serviceId}`)).statusCode).toBe(422);
    const tooMany = await w.alice.request('PUT', `${PRINTING}/policies/site/${site}`, {
      body: { defaultCopyCounts: { connote: 11, label: -1 }, carrierServiceCopyCounts: {} },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(JSON.stringify(tooMany.json())).toContain('must be 10 or less');
  });
});

describe('print jobs', () => {
  it('queues the label and connote with the consignment, hands them out once the documents are made, once', async () => {
    const agent = await pairedAgent();
    await enableAutoprint(2, 1);
    const { consignment } = await book(w.alice, w.booking);
    expect(jobsOf(await agent.poll())).toEqual([]); // documents not made yet
    await w.t.app.jobs.drain();
    const jobs = jobsOf(await agent.poll());
    expect(jobs.map((j) => [j.document, j.copies, j.consignmentNo, j.media])).toEqual([
      ['label', 2, consignment.consignmentNo, '100x150mm'],
      ['connote', 1, consignment.consignmentNo, 'A4'],
    ]);
    expect(jobs[0]?.printer?.name).toBe('Zebra_ZD420');
    expect(jobs[1]?.printer).toBeNull();
    const pdf = await agent.document(jobs[0]?.id ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const job of jobs) expect((await agent.finish(job.id)).statusCode).toBe(204);
    expect(jobsOf(await agent.poll())).toEqual([]);
    expect((await agent.finish(jobs[0]?.id ?? '')).statusCode).toBe(409);
    const recent = await w.alice.get(`${SENDER}/jobs?siteId=${site}`);
    expect(recent.json<{ data: { state: string }[] }>().data.map((j) => j.state)).toEqual([
      'printed',
      'printed',
    ]);
  });

  it('a waiting poll answers as soon as the documents are made, and ends when the key is deleted', async () => {
    const agent = await pairedAgent();
    await enableAutoprint(1, 1);
    const { consignment } = await book(w.alice, w.booking);
    const waiting = agent.poll(20);
    await w.t.app.jobs.drain();
    const jobs = jobsOf(await waiting);
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((job) => job.consignmentNo === consignment.consignmentNo)).toBe(true);
    for (const job of [...jobs, ...jobsOf(await agent.poll())]) await agent.finish(job.id);
    const idle = agent.poll(20);
    expect((await w.alice.request('DELETE', `${SENDER}/client/secret-key?siteId=${site}`)).statusCode).toBe(
      204,
    );
    expect((await idle).statusCode).toBe(401);
  }, 10_000);

  it('a job no agent takes within an hour expires: shown as expired, never printed', async () => {
    const agent = await pairedAgent();
    await enableAutoprint(1, 1);
    await book(w.alice, w.booking);
    await w.t.app.jobs.drain();
    w.t.clock.advance(59 * 60_000);
    await book(w.alice, w.booking);
    await w.t.app.jobs.drain();
    w.t.clock.advance(2 * 60_000);
    // the first consignment's jobs are 61 minutes old, the second's 2 minutes
    expect((await agent.heartbeat()).statusCode).toBe(200);
    const jobs = jobsOf(await agent.poll());
    expect(jobs).toHaveLength(2);
    const recent = await w.alice.get(`${SENDER}/jobs?siteId=${site}`);
    expect(recent.statusCode).toBe(200);
    const states = recent.json<{ data: { id: string; state: string }[] }>().data;
    expect(states.map((job) => job.state)).toEqual(['printing', 'printing', 'expired', 'expired']);
    expect(
      states
        .slice(0, 2)
        .map((job) => job.id)
        .sort(),
    ).toEqual(jobs.map((job) => job.id).sort());
    for (const job of jobs) expect((await agent.finish(job.id)).statusCode).toBe(204);
    expect(jobsOf(await agent.poll())).toEqual([]);
    // an hour passed: the sessions of the tests that follow start afresh
    w.alice = await w.world.signIn('alice');
    w.olly = await w.world.signIn('olly');
  });

  it("follows the consignment's flags, and queues nothing while autoprint is off", async () => {
    await pairedAgent();
    await book(w.alice, w.booking);
    await w.t.app.jobs.drain();
    expect(await w.t.database.db.select().from(printJobs)).toEqual([]);
    await enableAutoprint(1, 1);
    await book(w.alice, w.booking, {
      over: { autoprint: { labels: { enabled: false }, connotes: { enabled: true } } },
    });
    const rows = await w.t.database.db.select().from(printJobs);
    expect(rows.map((r) => r.document)).toEqual(['connote']);
  });

  it('a changed consignment replaces its waiting jobs with ones for the new version', async () => {
    await pairedAgent();
    await enableAutoprint(1, 1);
    const { consignment, etag } = await book(w.alice, w.booking);
    const changed = await w.alice.request('PUT', `${CONSIGNMENTS}/${consignment.id}/summary`, {
      body: { data: { type: 'consignments', attributes: { references: ['CHANGED-1'] } } },
      headers: { 'if-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    const rows = await w.t.database.db.select().from(printJobs);
    expect(rows.filter((r) => r.status === 'superseded')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'queued')).toHaveLength(2);
  });

  it('with two agents, one prints and the other stands by; a lapsed agent’s jobs go to the other, once', async () => {
    const key = await newKey();
    const one = agentClient(w.t, key, 'agent-one-0001');
    const two = agentClient(w.t, key, 'agent-two-0002');
    expect((await one.heartbeat()).json()).toMatchObject({ data: { active: true } });
    expect((await two.heartbeat()).json()).toMatchObject({ data: { active: false } });
    await enableAutoprint(1, 1);
    await book(w.alice, w.booking);
    await book(w.alice, w.booking);
    await w.t.app.jobs.drain();
    const [fromOne, fromTwo] = await Promise.all([one.poll(), two.poll()]);
    const taken = jobsOf(fromOne);
    expect(taken).toHaveLength(4);
    expect(jobsOf(fromTwo)).toEqual([]);
    expect(fromTwo.json()).toMatchObject({ meta: { active: false } });
    // one prints the first job and dies; its lease and turn lapse, and two takes the rest
    expect((await one.finish(taken[0]?.id ?? '')).statusCode).toBe(204);
    w.t.clock.advance(61_000);
    const rest = jobsOf(await two.poll());
    expect(rest.map((j) => j.id).sort()).toEqual(
      taken
        .slice(1)
        .map((j) => j.id)
        .sort(),
    );
    expect((await one.finish(taken[1]?.id ?? '')).statusCode).toBe(409);
    for (const job of rest) expect((await two.finish(job.id)).statusCode).toBe(204);
    const rows = await w.t.database.db.select().from(printJobs);
    expect(rows.every((r) => r.status === 'printed')).toBe(true);
    expect(rows.map((r) => r.attempts).sort()).toEqual([1, 2, 2, 2]);
  });

  it('an agent that restarts before acknowledging gets its leased jobs back at once', async () => {
    const agent = await pairedAgent();
    await enableAutoprint(1, 0);
    await book(w.alice, w.booking);
    await w.t.app.jobs.drain();
    const [job] = jobsOf(await agent.poll());
    const again = jobsOf(await agent.poll());
    expect(again.map((j) => j.id)).toEqual([job?.id]);
  });

  it("one site's key never receives another site's jobs", async () => {
    await pairedAgent();
    await enableAutoprint(1, 1);
    const theirs = agentClient(w.t, await newKey(w.olly, w.world.ids.adelaide), 'agent-theirs-01');
    expect((await theirs.heartbeat()).statusCode).toBe(200);
    await book(w.alice, w.booking);
    await w.t.app.jobs.drain();
    expect(jobsOf(await theirs.poll())).toEqual([]);
    const [job] = await w.t.database.db.select().from(printJobs);
    expect((await theirs.document(job?.id ?? '')).statusCode).toBe(404);
    expect((await theirs.finish(job?.id ?? '')).statusCode).toBe(404);
  });

  it('prints by hand through the agent when one is running (autoprint off), and says so when none is', async () => {
    const print = (body: unknown) => w.alice.post(`${SENDER}/print`, body);
    const a = (await book(w.alice, w.booking)).consignment;
    const b = (await book(w.alice, w.booking)).consignment;
    const body = { siteId: site, consignmentIds: [a.id, b.id], documents: ['label'] };
    const none = await print(body);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ errors: [{ code: 'noActiveClient' }] });
    const agent = await pairedAgent();
    const sent = await print(body);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ data: { queued: 2 } });
    await w.t.app.jobs.drain();
    const jobs = jobsOf(await agent.poll());
    expect(jobs.map((j) => [j.consignmentNo, j.document, j.copies]).sort()).toEqual([
      [a.consignmentNo, 'label', 1],
      [b.consignmentNo, 'label', 1],
    ]);
    const theirs = await print({
      siteId: w.world.ids.adelaide,
      consignmentIds: [a.id],
      documents: ['label'],
    });
    expect(theirs.statusCode).toBe(403);
    const mixed = await print({ siteId: site, consignmentIds: [a.id, '999999'], documents: ['connote'] });
    expect(mixed.statusCode).toBe(404);
    expect((await print({ siteId: site, consignmentIds: [], documents: ['label'] })).statusCode).toBe(422);
  });

  it('answers bad agent input with 422, never 500', async () => {
    const agent = await pairedAgent();
    expect((await agent.heartbeat({ printers: 'lots', status: 'dancing' })).statusCode).toBe(422);
    expect((await agent.document('not-a-uuid')).statusCode).toBe(422);
    expect((await agent.poll(99)).statusCode).toBe(422);
  });

  it('claims made side by side never hand one job to two agents (FOR UPDATE SKIP LOCKED)', async () => {
    const key = await newKey();
    const ids: number[] = [];
    for (const name of ['agent-one-0001', 'agent-two-0002']) {
      const res = await agentClient(w.t, key, name).heartbeat();
      ids.push(Number(res.json<{ data: { agentId: string } }>().data.agentId));
    }
    await enableAutoprint(1, 1);
    for (let i = 0; i < 3; i++) await book(w.alice, w.booking, { over: { lineItems: [carton] } });
    await w.t.app.jobs.drain();
    const claim = (agentId: number) =>
      claimJobs(w.t.database.db, { siteId: site, agentId, now: w.t.clock.now(), leaseMs: 60_000, limit: 4 });
    const [a, b] = await Promise.all([claim(ids[0] ?? 0), claim(ids[1] ?? 0)]);
    const all = [...a, ...b].map((job) => job.id);
    expect(all).toHaveLength(6);
    expect(new Set(all).size).toBe(6);
  });
});
