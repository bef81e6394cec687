import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carrierApiMessages, manifestMessages, type ManifestDetail } from '@freight/contracts';
import { carriers, mailOutbox } from '../../db/schema';
import { issueCarrierKey, type IssuedKey } from '../carrier-api';
import {
  book,
  useConsignmentWorld,
  errorsOf,
  expectFirstError,
} from '../consignments/consignment-world.fixture';
import { servedPdfText } from '../documents/testing/pdf-text';
import { MANIFEST_CSV_COLUMNS } from './manifest-csv';
let road: IssuedKey;
let express: IssuedKey;

const CARRIER = '/api/carrier/v0/manifests';

const w = useConsignmentWorld('alice');
beforeAll(async () => {
  await w.t.database.db
    .update(carriers)
    .set({ contactEmail: 'manifests@road.example' })
    .where(eq(carriers.name, 'Test Road Co'));
  road = await issueCarrierKey(w.t.database.db, 'Test Road Co', 'manifests');
  express = await issueCarrierKey(w.t.database.db, 'Test Express Co', 'manifests');
});

async function manifestOfThree() {
  const ids: string[] = [];
  for (let i = 0; i < 3; i += 1)
    ids.push((await book(w.alice, w.booking, { carrier: 'Test Road Co' })).consignment.id);
  const res = await w.alice.post('/api/sender/v0/manifests', {
    data: {
      type: 'manifests',
      attributes: {
        siteId: String(w.world.ids.melbourne),
        consignments: ids.map((consignmentId) => ({
          consignmentId,
          pallets: { transferType: 'receiver', docketNumbers: ['DK-7'] },
        })),
      },
    },
  });
  expect(res.statusCode).toBe(201);
  const [manifest] = res.json<{ data: ManifestDetail[] }>().data;
  if (!manifest) throw new Error('no manifest');
  return manifest;
}

const carrierCall = (method: 'GET' | 'HEAD' | 'POST' | 'PUT', url: string, key?: string, payload?: unknown) =>
  w.t.app.inject({
    method,
    url,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('handing the manifest to the carrier', () => {
  it('e-mails the carrier’s contact the PDF and a CSV of the consignments and items, queued with the manifest', async () => {
    const manifest = await manifestOfThree();
    const [queued] = await w.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'manifest'));
    expect(queued).toMatchObject({ to: 'manifests@road.example', sentAt: null });
    expect(queued?.subject).toContain(manifest.manifestNumber);
    const csv = Buffer.from(queued?.attachments[1]?.content ?? '', 'base64').toString('utf8');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toBe(MANIFEST_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(3);
    for (const staged of manifest.consignments) expect(csv).toContain(`,${staged.consignmentNo},`);
    expect(rows[0]).toContain(',receiver,DK-7');

    await w.t.app.jobs.drain();
    const [sent] = await w.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, queued?.id ?? ''));
    expect(sent?.sentAt).not.toBeNull();
    const eml = readFileSync(sent?.deliveryRef ?? '', 'latin1');
    expect(eml).toContain(`filename=manifest-${manifest.manifestNumber}.pdf`);
    expect(eml).toContain(`filename=manifest-${manifest.manifestNumber}.csv`);
    expect(eml).toContain('Content-Type: application/pdf');
  });
});

describe('the carrier API for manifests', () => {
  it('refuses a missing or wrong key, and another carrier’s key finds nothing', async () => {
    const manifest = await manifestOfThree();
    const url = `${CARRIER}/${manifest.id}`;
    const missing = await carrierCall('GET', url);
    expect(missing.statusCode).toBe(401);
    expect(errorsOf(missing.json())[0]?.detail).toBe(carrierApiMessages.missingKey);
    const wrong = await carrierCall('GET', url, `${road.key}x`);
    expect(wrong.statusCode).toBe(401);
    expect(errorsOf(wrong.json())[0]?.detail).toBe(carrierApiMessages.invalidKey);
    expect((await carrierCall('GET', url, express.key)).statusCode).toBe(404);
    const acknowledged = await carrierCall('POST', `${url}/acknowledgement`, express.key, {
      data: { accept: true },
    });
    expect(acknowledged.statusCode).toBe(404);
    const answered = await carrierCall(
      'PUT',
      `${url}/consignments/${manifest.consignments[0]?.id}`,
      express.key,
      {
        data: { status: 'accepted' },
      },
    );
    expect(answered.statusCode).toBe(404);
    const still = await w.alice.get(`/api/sender/v0/manifests/${manifest.id}`);
    expect(still.json<{ data: ManifestDetail }>().data.status).toBe('proposed');
    const own = await carrierCall('GET', url, road.key);
    expect(own.statusCode).toBe(200);
  });

  it('links its PDF on the carrier API, which the carrier’s key opens and no other', async () => {
    const manifest = await manifestOfThree();
    const own = await carrierCall('GET', `${CARRIER}/${manifest.id}`, road.key);
    const pdfUrl = own.json<{ data: ManifestDetail }>().data.documentUrl;
    expect(pdfUrl).toBe(`${CARRIER}/${manifest.id}/document.pdf`);
    expect((await carrierCall('HEAD', pdfUrl, road.key)).statusCode).toBe(202);
    await w.t.app.jobs.drain();
    expect((await carrierCall('HEAD', pdfUrl, road.key)).statusCode).toBe(200);
    const pdf = await carrierCall('GET', pdfUrl, road.key);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(servedPdfText(pdf.rawPayload)).toContain(manifest.manifestNumber);
    expect((await carrierCall('GET', pdfUrl, express.key)).statusCode).toBe(404);
    expect((await carrierCall('GET', pdfUrl)).statusCode).toBe(401);
    expect((await carrierCall('GET', `${CARRIER}/abc/document.pdf`)).statusCode).toBe(401);
    // the shipper's own link is unchanged
    const sender = await w.alice.get(`/api/sender/v0/manifests/${manifest.id}`);
    expect(sender.json<{ data: ManifestDetail }>().data.documentUrl).toBe(
      `/api/sender/v0/manifests/${manifest.id}/document.pdf`,
    );
  });

  it('moves the manifest from proposed to approved to completed, each consignment answered once, and the sender sees it', async () => {
    const manifest = await manifestOfThree();
    const url = `${CARRIER}/${manifest.id}`;
    const [first, second, third] = manifest.consignments.map((c) => `${url}/consignments/${c.id}`);
    const early = await carrierCall('PUT', first ?? '', road.key, { data: { status: 'accepted' } });
    expect(early.statusCode).toBe(409);
    expect(errorsOf(early.json())[0]?.detail).toBe(manifestMessages.notAcknowledged);

    const ack = await carrierCall('POST', `${url}/acknowledgement`, road.key, {
      data: { accept: true, reference: 'RC-5531' },
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.json<{ data: ManifestDetail }>().data).toMatchObject({
      status: 'approved',
      trackingNumber: 'RC-5531',
    });
    const again = await carrierCall('POST', `${url}/acknowledgement`, road.key, { data: { accept: true } });
    expect(again.statusCode).toBe(409);
    // the same answer resent (a reply lost on the way) is answered as before, changing nothing
    const resent = await carrierCall('POST', `${url}/acknowledgement`, road.key, {
      data: { accept: true, reference: 'RC-5531' },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<{ data: ManifestDetail }>().data).toEqual(ack.json<{ data: ManifestDetail }>().data);

    expect(
      (await carrierCall('PUT', first ?? '', road.key, { data: { status: 'accepted' } })).statusCode,
    ).toBe(200);
    const noCode = await carrierCall('PUT', second ?? '', road.key, { data: { status: 'rejected' } });
    expectFirstError(noCode, '/data/code', manifestMessages.codeRequired);
    expect(
      (await carrierCall('PUT', second ?? '', road.key, { data: { status: 'rejected', code: 'DAMAGED' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await carrierCall('PUT', second ?? '', road.key, { data: { status: 'accepted' } })).statusCode,
    ).toBe(409);
    const resentRejection = await carrierCall('PUT', second ?? '', road.key, {
      data: { status: 'rejected', code: 'DAMAGED' },
    });
    expect(resentRejection.statusCode, resentRejection.body).toBe(200);
    expect(
      resentRejection.json<{ data: ManifestDetail }>().data.consignments.map((c) => [c.status, c.code]),
    ).toEqual([
      ['accepted', null],
      ['rejected', 'DAMAGED'],
      [null, null],
    ]);
    expect(
      (await carrierCall('PUT', second ?? '', road.key, { data: { status: 'rejected', code: 'LOST' } }))
        .statusCode,
    ).toBe(409);
    const unknown = await carrierCall('PUT', `${url}/consignments/999999`, road.key, {
      data: { status: 'accepted' },
    });
    expect(unknown.statusCode).toBe(404);
    const last = await carrierCall('PUT', third ?? '', road.key, { data: { status: 'cancelled' } });
    expect(last.json<{ data: ManifestDetail }>().data.status).toBe('completed');
    const lastResent = await carrierCall('PUT', third ?? '', road.key, { data: { status: 'cancelled' } });
    expect(lastResent.statusCode, lastResent.body).toBe(200);
    expect(lastResent.json<{ data: ManifestDetail }>().data.status).toBe('completed');

    const seen = (await w.alice.get(`/api/sender/v0/manifests/${manifest.id}`)).json<{
      data: ManifestDetail;
    }>().data;
    expect(seen.status).toBe('completed');
    expect(seen.acknowledgedAt).not.toBeNull();
    expect(seen.consignments.map((c) => [c.status, c.code])).toEqual([
      ['accepted', null],
      ['rejected', 'DAMAGED'],
      ['cancelled', null],
    ]);
  });

  it('rejects a whole manifest with a code', async () => {
    const manifest = await manifestOfThree();
    const url = `${CARRIER}/${manifest.id}/acknowledgement`;
    const noCode = await carrierCall('POST', url, road.key, { data: { accept: false } });
    expectFirstError(noCode, '/data/code', manifestMessages.rejectionCodeRequired);
    const rejected = await carrierCall('POST', url, road.key, {
      data: { accept: false, code: 'NO_CAPACITY' },
    });
    expect(rejected.json<{ data: ManifestDetail }>().data).toMatchObject({
      status: 'rejected',
      rejection: { code: 'NO_CAPACITY' },
    });
    const resent = await carrierCall('POST', url, road.key, { data: { accept: false, code: 'NO_CAPACITY' } });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<{ data: ManifestDetail }>().data.status).toBe('rejected');
    for (const data of [{ accept: false, code: 'OTHER' }, { accept: true }]) {
      expect((await carrierCall('POST', url, road.key, { data })).statusCode).toBe(409);
    }
    const answer = await carrierCall(
      'PUT',
      `${CARRIER}/${manifest.id}/consignments/${manifest.consignments[0]?.id}`,
      road.key,
      {
        data: { status: 'accepted' },
      },
    );
    expect(answer.statusCode).toBe(409);
  });

  it('describes the manifest calls in the carrier API’s OpenAPI document', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/carrier/v0/openapi.json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/carrier/v0/manifests/{id}',
        '/api/carrier/v0/manifests/{id}/acknowledgement',
        '/api/carrier/v0/manifests/{id}/consignments/{consignmentId}',
      ]),
    );
  });
});
