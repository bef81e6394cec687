import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { printJobs } from '../../db/schema';
import { book } from '../consignments/consignment-world.fixture';
import {
  pdfsIn,
  printedLines,
  startAgent,
  tempDir,
  type RunningAgent,
} from './testing/agent-process.fixture';
import { autoprintOn, issueAgentKey, SENDER } from './testing/autoprint-site.fixture';
import { clearAutoprint } from './testing/clear-autoprint.fixture';
import { useListeningWorld } from './testing/listening-world.fixture';

const waitLong = { timeout: 30_000, interval: 50 };
const running: RunningAgent[] = [];

const listening = useListeningWorld();
const { w } = listening;
afterAll(async () => {
  await Promise.all(running.map((agent) => agent.kill('SIGKILL')));
});
beforeEach(async () => {
  await Promise.all(running.splice(0).map((agent) => agent.kill('SIGKILL')));
  await clearAutoprint(w.t.database.db);
});

function run(key: string | null, options: Parameters<typeof startAgent>[2] = {}) {
  const agent = startAgent(listening.server, key, options);
  running.push(agent);
  return agent;
}

const status = async () => {
  const res = await w.alice.get(`${SENDER}/client/status?siteId=${listening.site}`);
  return res.statusCode === 204 ? 'notInstalled' : res.json<{ data: { status: string } }>().data.status;
};

async function allPrinted(count: number) {
  await vi.waitFor(async () => {
    const rows = await w.t.database.db.select().from(printJobs);
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => row.status === 'printed')).toBe(true);
  }, waitLong);
}

/** Each consignment's label (2 copies) and connote (1 copy), each printed by one job only. */
function expectPrintedOnce(consignmentNos: string[], folders: string[], outputs: string[]) {
  const files = folders.flatMap((folder) => pdfsIn(folder));
  for (const file of files) expect(file.head).toBe('%PDF-');
  for (const number of consignmentNos) {
    expect(
      files
        .filter((f) => f.name.startsWith(`${number}-label-`))
        .map((f) => f.name.replace(/^.*-(copy\d)of(\d)\.pdf$/, '$1/$2')),
    ).toEqual(['copy1/2', 'copy2/2']);
    expect(files.filter((f) => f.name.startsWith(`${number}-connote-`))).toHaveLength(1);
  }
  expect(files).toHaveLength(3 * consignmentNos.length);
  const lines = outputs.flatMap(printedLines);
  expect(lines).toHaveLength(2 * consignmentNos.length);
  expect(new Set(lines.map((line) => line.replace(/^\S+ /, ''))).size).toBe(lines.length);
}

describe('the print agent in folder mode', () => {
  it('pairs with the key, reports running, prints a booked consignment in the policy copies, and stops', async () => {
    const agent = run(await issueAgentKey(w.alice, listening.site));
    await vi.waitFor(async () => expect(await status()).toBe('running'), waitLong);
    // the key is kept for the next start, readable by its owner only, and never written to the log
    expect(statSync(join(agent.home, 'config.json')).mode & 0o777).toBe(0o600);
    const printers = await w.alice.get(`${SENDER}/client/printers?siteId=${listening.site}`);
    expect(printers.json()).toMatchObject({ data: [{ name: 'PDF folder', isDefault: true }] });
    await autoprintOn(w.alice, listening.site);
    const { consignment } = await book(w.alice, w.booking);
    await allPrinted(2);
    expectPrintedOnce([consignment.consignmentNo], [agent.folder], [agent.output()]);
    await agent.kill('SIGTERM');
    expect(await status()).toBe('stopped');
    expect(agent.output()).not.toContain('fpa_');
  });

  it('prints everything exactly once when killed in the middle and started again', async () => {
    const key = await issueAgentKey(w.alice, listening.site);
    const first = run(key);
    await vi.waitFor(async () => expect(await status()).toBe('running'), waitLong);
    await autoprintOn(w.alice, listening.site);
    const booked = [await book(w.alice, w.booking), await book(w.alice, w.booking)];
    await vi.waitFor(() => expect(pdfsIn(first.folder).length).toBeGreaterThan(0), waitLong);
    await first.kill('SIGKILL');
    // started again from its own folder: no --key, the saved one is used
    const again = run(null, { home: first.home, folder: first.folder });
    await allPrinted(4).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${first.output()}\n---\n${again.output()}`);
    });
    expectPrintedOnce(
      booked.map((b) => b.consignment.consignmentNo),
      [first.folder],
      [first.output(), again.output()],
    );
  });

  it('with two agents running, each document still prints once', async () => {
    const key = await issueAgentKey(w.alice, listening.site);
    const one = run(key, { folder: tempDir('folder-one') });
    const two = run(key, { folder: tempDir('folder-two') });
    await vi.waitFor(() => expect(one.output() + two.output()).toContain('Standing by'), waitLong);
    await autoprintOn(w.alice, listening.site);
    const booked = [];
    for (let i = 0; i < 3; i++) booked.push(await book(w.alice, w.booking));
    await allPrinted(6);
    expectPrintedOnce(
      booked.map((b) => b.consignment.consignmentNo),
      [one.folder, two.folder],
      [one.output(), two.output()],
    );
  });
});
