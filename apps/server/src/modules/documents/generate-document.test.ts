import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema';
import { LocalDocumentStore } from '../../platform/documents/local-document-store';
import { requestDocument } from '../../platform/documents/request-document';
import { createOrganisation, createSite } from '../../testing/fixtures';
import { useTestDatabase } from '../../testing/test-database';
import { DocumentSources, type DocumentSourceRecord } from './document-sources';
import { generateDocument } from './generate-document';
import { sampleConsignment } from './testing/sample-input';

let siteId: number;
const store = new LocalDocumentStore(mkdtempSync(join(tmpdir(), 'freight-generate-')));
let source: (id: string) => Promise<DocumentSourceRecord | null>;
const sources = new DocumentSources();

const database = useTestDatabase();
beforeAll(async () => {
  const org = await createOrganisation(database.db, 'Demo Freight Co');
  siteId = (await createSite(database.db, org.id, 'Melbourne DC')).id;
  sources.registerSource('consignment', (_db, id) => source(id));
});
beforeEach(async () => {
  await database.db.delete(documents);
});

const request = (version: string) =>
  requestDocument(database.db, {
    ownerType: 'consignment',
    ownerId: '9',
    siteId,
    type: 'label',
    ownerVersion: version,
  });
const rowOf = async (id: string) =>
  (await database.db.select().from(documents).where(eq(documents.id, id)))[0];
const deps = () => ({ db: database.db, store, sources });

describe('the document.generate job', () => {
  it('makes the consignment as it is when the job runs, and records that version', async () => {
    const row = await request('1');
    source = async () => ({ siteId, version: '2', input: sampleConsignment(1) });
    await generateDocument(deps(), { documentId: row.id }, { isLastAttempt: false });
    expect(await rowOf(row.id)).toMatchObject({ status: 'ready', ownerVersion: '2' });
  });

  it('leaves a document alone once it is ready, and does not record a file for a superseded request', async () => {
    const row = await request('1');
    source = async () => ({ siteId, version: '1', input: sampleConsignment(1) });
    await generateDocument(deps(), { documentId: row.id }, { isLastAttempt: false });
    const ready = await rowOf(row.id);
    await generateDocument(deps(), { documentId: row.id }, { isLastAttempt: false });
    expect(await rowOf(row.id)).toEqual(ready);

    await request('2');
    // A request for version 3 lands while the job for version 2 is rendering.
    source = async () => {
      await request('3');
      return { siteId, version: '2', input: sampleConsignment(1) };
    };
    await generateDocument(deps(), { documentId: row.id }, { isLastAttempt: false });
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', ownerVersion: '3' });
  });

  it('keeps a document pending while its tries remain, and marks it failed on the last', async () => {
    const row = await request('1');
    source = async () => {
      throw new Error('database unavailable');
    };
    await expect(
      generateDocument(deps(), { documentId: row.id }, { isLastAttempt: false }),
    ).rejects.toThrow();
    expect((await rowOf(row.id))?.status).toBe('pending');
    await expect(generateDocument(deps(), { documentId: row.id }, { isLastAttempt: true })).rejects.toThrow();
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', lastError: 'database unavailable' });
    // Asking again tries again.
    expect((await request('1')).status).toBe('pending');
  });

  it('fails at once, without retrying, when the consignment has no such document', async () => {
    const row = await requestDocument(database.db, {
      ownerType: 'consignment',
      ownerId: '9',
      siteId,
      type: 'dgSummary',
      ownerVersion: '1',
    });
    source = async () => ({ siteId, version: '1', input: sampleConsignment(1) });
    await generateDocument(deps(), { documentId: row.id }, { isLastAttempt: false });
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed' });
  });
});
