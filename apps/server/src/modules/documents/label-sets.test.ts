import { beforeAll, describe, expect, it } from 'vitest';
import { labelSetMessages, LABEL_SET_MAX_CONSIGNMENTS, type Consignment } from '@freight/contracts';
import type { TestClient } from '../../testing/http-client';
import {
  book,
  carton,
  CONSIGNMENTS,
  useConsignmentWorld,
  errorsOf,
  invalidPointers,
  expectFirstError,
} from '../consignments/consignment-world.fixture';
import { pdfPageSizes, servedPdfText } from './testing/pdf-text';

const LABELS = '/api/sender/v0/consignments/labels';
/** Alice's consignments of 1, 3 and 2 items. */
let three: Consignment[];

const w = useConsignmentWorld('alice', 'dan', 'olly');
beforeAll(async () => {
  three = [];
  for (const quantity of [1, 3, 2])
    three.push(
      (
        await book(w.alice, {
          ...w.booking,
          lineItems: [{ ...carton, quantity }],
        })
      ).consignment,
    );
  // their own label documents are not what the combined PDF waits for
  await w.t.app.jobs.drain();
});

const ask = (client: TestClient, ids: string[]) => client.post(LABELS, { data: { consignmentIds: ids } });

async function readyPdf(client: TestClient, url: string): Promise<Buffer> {
  expect((await client.request('HEAD', url)).statusCode).toBe(202);
  await w.t.app.jobs.drain();
  const head = await client.request('HEAD', url);
  expect(head.statusCode).toBe(200);
  const pdf = await client.get(url);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  return pdf.rawPayload;
}

describe('POST /api/sender/v0/consignments/labels', () => {
  it('makes one PDF with a label for every item of every consignment, in the order asked', async () => {
    const order = [three[1], three[0], three[2]].map((c) => c?.id ?? '');
    const res = await ask(w.alice, order);
    expect(res.statusCode, res.body).toBe(202);
    const { data } = res.json<{
      data: { documentId: string; url: string; consignments: number; labels: number };
    }>();
    expect(data).toMatchObject({
      consignments: 3,
      labels: 6,
      url: `/api/sender/v0/documents/${data.documentId}`,
    });

    const pdf = await readyPdf(w.alice, data.url);
    const pages = pdfPageSizes(pdf);
    expect(pages).toHaveLength(6);
    for (const [width, height] of pages) {
      expect(width).toBeCloseTo((100 * 72) / 25.4, 1);
      expect(height).toBeCloseTo((150 * 72) / 25.4, 1);
    }
    const text = servedPdfText(pdf);
    const numbers = order.map((id) => three.find((c) => c.id === id)?.consignmentNo ?? '?');
    const firstAt = numbers.map((no) => text.indexOf(no));
    expect(firstAt.every((at) => at >= 0)).toBe(true);
    expect([...firstAt].sort((a, b) => a - b)).toEqual(firstAt);
    // each consignment's items counted on its own labels: 3, 1 and 2 items
    for (const count of [3, 1, 2])
      for (let item = 1; item <= count; item += 1) expect(text).toContain(`${item} of ${count}`);

    // the same selection again is the same document, ready at once
    const again = await ask(w.alice, order);
    expect(again.json<{ data: { documentId: string } }>().data.documentId).toBe(data.documentId);
    expect((await w.alice.request('HEAD', data.url)).statusCode).toBe(200);
  });

  it('makes it again when one of the consignments changes', async () => {
    const ids = [three[0]?.id ?? '', three[2]?.id ?? ''];
    const first = (await ask(w.alice, ids)).json<{ data: { url: string } }>().data;
    await readyPdf(w.alice, first.url);
    const got = await w.alice.get(`${CONSIGNMENTS}/${ids[0]}`);
    const put = await w.alice.request('PUT', `${CONSIGNMENTS}/${ids[0]}/summary`, {
      body: { data: { type: 'consignments', attributes: { references: ['PO-CHANGED'] } } },
      headers: { 'if-match': String(got.headers.etag) },
    });
    expect(put.statusCode, put.body).toBe(200);
    const second = (await ask(w.alice, ids)).json<{ data: { url: string } }>().data;
    expect(second.url).toBe(first.url);
    expect(servedPdfText(await readyPdf(w.alice, second.url))).toContain('PO-CHANGED');
  });

  it("refuses another organisation's consignment and an unknown one, each at its entry, and makes nothing", async () => {
    const res = await ask(w.olly, [three[0]?.id ?? '']);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toEqual([
      expect.objectContaining({ pointer: '/data/consignmentIds/0', detail: labelSetMessages.notFound }),
    ]);
    const unknown = await ask(w.alice, [three[0]?.id ?? '', '999999']);
    expect(invalidPointers(unknown)).toEqual(['/data/consignmentIds/1']);
  });

  it('is read only by the user who asked for it', async () => {
    const { url } = (await ask(w.alice, [three[1]?.id ?? ''])).json<{ data: { url: string } }>().data;
    await readyPdf(w.alice, url);
    // Olly holds none of its sites; Dan holds Melbourne DC, but the combined PDF is Alice's own
    for (const client of [w.olly, w.dan]) {
      expect((await client.request('HEAD', url)).statusCode).toBe(404);
      expect((await client.get(url)).statusCode).toBe(404);
    }
  });

  it(`refuses more than ${LABEL_SET_MAX_CONSIGNMENTS} consignments, and none`, async () => {
    const many = Array.from({ length: LABEL_SET_MAX_CONSIGNMENTS + 1 }, (_, i) => String(i + 1));
    const over = await ask(w.alice, many);
    expectFirstError(over, '/data/consignmentIds', labelSetMessages.tooManyConsignments);
    const none = await ask(w.alice, []);
    expect(none.statusCode).toBe(422);
    expect(errorsOf(none.json())[0]?.pointer).toBe('/data/consignmentIds');
  });
});
