import { expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { createOrganisation, createSite, createUser } from '../../testing/fixtures';
import { signedInClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-world';
import { sampleConsignment } from './testing/sample-input';

// As served: the app's own worker polls the queue.
const t = useTestApp({ JOBS_WORKER: 'true', JOBS_POLL_MS: '50' });

it('runs the job worker by default, except in tests', () => {
  expect(loadConfig({}).jobsWorker).toBe(true);
  expect(loadConfig({ NODE_ENV: 'test' }).jobsWorker).toBe(false);
  expect(loadConfig({ JOBS_WORKER: 'false' }).jobsWorker).toBe(false);
});

it("makes a requested label on the server's own worker while the browser polls with HEAD", async () => {
  const db = t.database.db;
  const org = await createOrganisation(db, 'Demo Freight Co');
  const site = await createSite(db, org.id, 'Melbourne DC');
  await createUser(db, { username: 'alice', siteIds: [site.id] });
  t.app.documentSources.registerSource('consignment', async (_db, id) =>
    id === '7' ? { siteId: site.id, version: '1', input: sampleConsignment(2) } : null,
  );
  const alice = await signedInClient(t.app, 'alice');

  const url = '/api/sender/v0/consignments/7/label.pdf';
  const statuses: number[] = [];
  // The browser's retry helper: 150 ms doubling, here up to about 10 s.
  for (let wait = 150; statuses.at(-1) !== 200 && wait < 20_000; wait *= 2) {
    statuses.push((await alice.request('HEAD', url)).statusCode);
    if (statuses.at(-1) === 202) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  expect(statuses[0]).toBe(202);
  expect(statuses.at(-1)).toBe(200);
  const pdf = await alice.get(url);
  expect(pdf.headers['content-type']).toBe('application/pdf');
});
