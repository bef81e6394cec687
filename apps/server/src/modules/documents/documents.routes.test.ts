import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents, jobs } from '../../db/schema';
import { requestDocument } from '../../platform/documents/request-document';
import { createOrganisation, createSite, createUser, TEST_PASSWORD } from '../../testing/fixtures';
import { signedInClient, TestClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-world';
import type { DocumentSourceRecord } from './document-sources';
import { requestConsignmentDocuments } from './documents.service';
import { pdfPageSizes } from './testing/pdf-text';
import { sampleConsignment } from './testing/sample-input';

let alice: TestClient;
let olly: TestClient;
let siteId: number;
const consignments = new Map<string, DocumentSourceRecord>();

const signIn = (username: string) => signedInClient(t.app, username, TEST_PASSWORD);

const t = useTestApp({ JOBS_WORKER: 'false' });
beforeAll(async () => {
  const db = t.database.db;
  const org = await createOrganisation(db, 'Demo Freight Co');
  siteId = (await createSite(db, org.id, 'Melbourne DC')).id;
  const other = await createOrganisation(db, 'Second Org');
  const otherSite = await createSite(db, other.id, 'Adelaide Hub');
  await createUser(db, { username: 'alice', siteIds: [siteId] });
  await createUser(db, { username: 'olly', siteIds: [otherSite.id] });
  alice = await signIn('alice');
  olly = await signIn('olly');
  t.app.documentSources.registerSource('consignment', async (_db, id) => consignments.get(id) ?? null);
});
beforeEach(async () => {
  consignments.clear();
  await t.database.db.delete(jobs);
  await t.database.db.delete(documents);
});

const head = (client: TestClient, url: string) => client.request('HEAD', url);
const labelUrl = (id: string) => `/api/sender/v0/consignments/${id}/label.pdf`;

describe('consignment documents (spec paths)', () => {
  it('answers 202 while the label is made, then 200 and the PDF', async () => {
    consignments.set('41', { siteId, version: '1', input: sampleConsignment(3) });
    expect((await head(alice, labelUrl('41'))).statusCode).toBe(202);
    expect((await alice.get(labelUrl('41'))).statusCode).toBe(202);
    expect(await t.app.jobs.drain()).toEqual({ done: 1, retry: 0, failed: 0 });

    const ready = await head(alice, labelUrl('41'));
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toBe('application/pdf');
    const pdf = await alice.get(labelUrl('41'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="labels-FSX00012345.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageSizes(pdf.rawPayload)).toHaveLength(3);
    expect(Number(ready.headers['content-length'])).toBe(pdf.rawPayload.length);
  });

  it('makes the connote and, with dangerous goods, the DG summary', async () => {
    consignments.set('42', { siteId, version: '1', input: sampleConsignment(1, { dangerousGoods: true }) });
    consignments.set('43', { siteId, version: '1', input: sampleConsignment(1) });
    for (const url of [
      '/api/sender/v0/consignments/42/connote.pdf',
      '/api/sender/v0/consignments/42/dg-summary.pdf',
    ])
      expect((await head(alice, url)).statusCode).toBe(202);
    expect((await head(alice, '/api/sender/v0/consignments/43/dg-summary.pdf')).statusCode).toBe(404);
    await t.app.jobs.drain();
    const dg = await alice.get('/api/sender/v0/consignments/42/dg-summary.pdf');
    expect(dg.statusCode).toBe(200);
    expect(dg.headers['content-disposition']).toBe('inline; filename="dg-summary-FSX00012345.pdf"');
  });

  it('makes the document again for a new version of the consignment, and drops the old file', async () => {
    consignments.set('44', { siteId, version: '1', input: sampleConsignment(1) });
    await head(alice, labelUrl('44'));
    await t.app.jobs.drain();
    const [first] = await t.database.db.select().from(documents);
    consignments.set('44', { siteId, version: '2', input: sampleConsignment(2) });
    expect((await head(alice, labelUrl('44'))).statusCode).toBe(202);
    await t.app.jobs.drain();
    const pdf = await alice.get(labelUrl('44'));
    expect(pdfPageSizes(pdf.rawPayload)).toHaveLength(2);
    const [second] = await t.database.db.select().from(documents);
    expect(second?.id).toBe(first?.id);
    expect(second?.ownerVersion).toBe('2');
    expect(existsSync(join(t.config.dataDir, 'documents', first?.storageKey ?? 'x'))).toBe(false);
    expect(existsSync(join(t.config.dataDir, 'documents', second?.storageKey ?? 'x'))).toBe(true);
  });

  it("answers 404 for another organisation's consignment and for unknown ones", async () => {
    consignments.set('45', { siteId, version: '1', input: sampleConsignment(1) });
    expect((await head(olly, labelUrl('45'))).statusCode).toBe(404);
    expect((await olly.get(labelUrl('45'))).statusCode).toBe(404);
    expect((await head(alice, labelUrl('999'))).statusCode).toBe(404);
    // One id parameter schema for every route: a malformed id is refused before anything is looked up.
    expect((await alice.get(labelUrl('not-a-number'))).statusCode).toBe(422);
    // Olly's attempt asked for nothing to be made.
    expect(await t.database.db.select().from(jobs)).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    consignments.set('46', { siteId, version: '1', input: sampleConsignment(1) });
    expect((await new TestClient(t.app).get(labelUrl('46'))).statusCode).toBe(401);
  });
});

describe('documents by id', () => {
  const documentUrl = (id: string) => `/api/sender/v0/documents/${id}`;

  it('answers 202, then 200 with the PDF, only to users of its site', async () => {
    consignments.set('50', { siteId, version: '7', input: sampleConsignment(2) });
    const row = await t.database.db.transaction((tx) =>
      requestDocument(tx, {
        ownerType: 'consignment',
        ownerId: '50',
        siteId,
        type: 'connote',
        ownerVersion: '7',
      }),
    );
    expect((await head(alice, documentUrl(row.id))).statusCode).toBe(202);
    expect((await head(olly, documentUrl(row.id))).statusCode).toBe(404);
    await t.app.jobs.drain();
    expect((await head(alice, documentUrl(row.id))).statusCode).toBe(200);
    expect((await olly.get(documentUrl(row.id))).statusCode).toBe(404);
    const pdf = await alice.get(documentUrl(row.id));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="connote-50.pdf"');
    expect((await alice.get(documentUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await alice.get(documentUrl('nonsense'))).statusCode).toBe(404);
  });

  it('reports a document that could not be made', async () => {
    const row = await requestDocument(t.database.db, {
      ownerType: 'consignment',
      ownerId: '51',
      siteId,
      type: 'label',
      ownerVersion: '1',
    });
    // The consignment is gone by the time the job runs.
    await t.app.jobs.drain();
    const [stored] = await t.database.db.select().from(documents).where(eq(documents.id, row.id));
    expect(stored?.status).toBe('failed');
    const answer = await head(alice, documentUrl(row.id));
    expect(answer.statusCode).toBe(500);
  });
});

describe('requesting documents', () => {
  it('exists only when the requesting transaction commits', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await requestConsignmentDocuments(tx, { id: 60, siteId, version: 1, hasDangerousGoods: true });
        throw new Error('the consignment change failed');
      }),
    ).rejects.toThrow('the consignment change failed');
    expect(await t.database.db.select().from(documents)).toHaveLength(0);
    expect(await t.database.db.select().from(jobs)).toHaveLength(0);
  });

  it('queues one job per document however often it is asked for the same version', async () => {
    consignments.set('61', { siteId, version: '1', input: sampleConsignment(1) });
    const sameVersion = { id: 61, siteId, version: 1, hasDangerousGoods: false };
    await requestConsignmentDocuments(t.database.db, sameVersion);
    await requestConsignmentDocuments(t.database.db, sameVersion);
    expect(await t.database.db.select().from(documents)).toHaveLength(2);
    expect(await t.database.db.select().from(jobs)).toHaveLength(2);
    expect(await t.app.jobs.drain()).toEqual({ done: 2, retry: 0, failed: 0 });
    await requestConsignmentDocuments(t.database.db, sameVersion);
    expect(await t.app.jobs.drain()).toEqual({ done: 0, retry: 0, failed: 0 });
    expect((await head(alice, labelUrl('61'))).statusCode).toBe(200);
  });
});
