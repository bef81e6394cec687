import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import type { TestClient } from '../../testing/http-client';
import { pdfPageSizes, servedPdfText } from '../documents/testing/pdf-text';
import { book, carton, CONSIGNMENTS, useConsignmentWorld, PAINT_DRUMS } from './consignment-world.fixture';

const w = useConsignmentWorld('alice');
beforeEach(async () => {
  await w.t.database.db.delete(jobs);
});

const head = (client: TestClient, url: string) => client.request('HEAD', url);
const melbourneToAdelaide = (lineItems: Record<string, unknown>[]) => ({
  ...w.world.melbourneToAdelaide,
  lineItems,
});
const paintTins = {
  ...carton,
  description: 'Paint tins',
  dangerousGoods: [PAINT_DRUMS],
};

/** The document once the jobs have run: 202 while it is being made, then 200 and the PDF. */
async function readyDocument(url: string) {
  await w.t.app.jobs.drain();
  expect((await head(w.alice, url)).statusCode).toBe(200);
  const res = await w.alice.get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return res.rawPayload;
}

describe('consignment documents', () => {
  it('makes labels (one 100 x 150 mm page per item) and an A4 connote, each with the number', async () => {
    const { consignment } = await book(w.alice, melbourneToAdelaide([{ ...carton, quantity: 3 }]));
    const links = `${CONSIGNMENTS}/${consignment.id}`;
    expect((await head(w.alice, `${links}/label.pdf`)).statusCode).toBe(202);
    expect((await head(w.alice, `${links}/connote.pdf`)).statusCode).toBe(202);
    const labels = await readyDocument(`${links}/label.pdf`);
    expect(pdfPageSizes(labels)).toHaveLength(3);
    const [width, height] = pdfPageSizes(labels)[0] ?? [0, 0];
    expect([Math.round((width / 72) * 25.4), Math.round((height / 72) * 25.4)]).toEqual([100, 150]);
    expect(servedPdfText(labels)).toContain(consignment.consignmentNo);
    expect(servedPdfText(labels)).toContain('Adelaide Customer');

    const connote = await readyDocument(`${links}/connote.pdf`);
    expect(pdfPageSizes(connote)[0]?.map(Math.round)).toEqual([595, 842]);
    expect(servedPdfText(connote)).toContain(consignment.consignmentNo);
    expect((await head(w.alice, `${links}/dg-summary.pdf`)).statusCode).toBe(404);
  });

  it('queues the documents when the consignment is created, so they are ready without being asked for', async () => {
    const { consignment } = await book(w.alice, melbourneToAdelaide([paintTins]));
    expect(await w.t.app.jobs.drain()).toEqual({ done: 3, retry: 0, failed: 0 });
    for (const document of ['label.pdf', 'connote.pdf', 'dg-summary.pdf'])
      expect((await head(w.alice, `${CONSIGNMENTS}/${consignment.id}/${document}`)).statusCode).toBe(200);
    const summary = await w.alice.get(`${CONSIGNMENTS}/${consignment.id}/dg-summary.pdf`);
    const text = servedPdfText(summary.rawPayload);
    expect(text).toContain(consignment.consignmentNo);
    expect(text).toContain('PAINT');
    expect(text).toContain('1263');
    // a transport document: the packages, the aggregate quantity and who to call, never "0 packages"
    expect(text).toContain('2 x Steel drum');
    expect(text).toContain('40 L');
    expect(text).toContain('TOTALS BY UN NUMBER');
    expect(text).toContain('Chemwatch 24h');
    expect(text).toContain('1800 555 123');
    expect(text).not.toContain('0 packages');
  });

  it('makes them again after a change, printing what changed', async () => {
    const { consignment, etag } = await book(w.alice, melbourneToAdelaide([{ ...carton, quantity: 1 }]), {
      over: { references: ['PO-OLD'] },
    });
    await w.t.app.jobs.drain();
    const url = `${CONSIGNMENTS}/${consignment.id}/connote.pdf`;
    expect(servedPdfText((await w.alice.get(url)).rawPayload)).toContain('PO-OLD');

    const changed = await w.alice.request('PUT', `${CONSIGNMENTS}/${consignment.id}/summary`, {
      body: { data: { type: 'consignments', attributes: { references: ['PO-NEW'] } } },
      headers: { 'if-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect((await head(w.alice, url)).statusCode).toBe(202);
    const connote = await readyDocument(url);
    expect(servedPdfText(connote)).toContain('PO-NEW');
    expect(servedPdfText(connote)).not.toContain('PO-OLD');
  });

  it("keeps another organisation's documents from a user", async () => {
    const { consignment } = await book(w.alice, melbourneToAdelaide([carton]));
    await w.t.app.jobs.drain();
    const olly = await w.world.signIn('olly');
    expect((await head(olly, `${CONSIGNMENTS}/${consignment.id}/label.pdf`)).statusCode).toBe(404);
  });
});
