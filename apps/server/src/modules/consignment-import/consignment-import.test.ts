import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consignmentImportMessages as messages, type ShippingCostRecoveryWire } from '@freight/contracts';
import { autoprintSettings, printJobs } from '../../db/schema';
import type { TestClient } from '../../testing/http-client';
import { useWorld } from '../../testing/test-world';
import {
  configure,
  createImportWorld,
  csvOf,
  errorsOf,
  goodRow,
  IMPORT,
  importAtMelbourne,
  importedConsignment,
  importedRows,
  importFile,
  IMPORTS,
  ISSUES,
} from './import-world.fixture';
import { IMPORT_EXAMPLE_CSV } from './import-files';
import { setShippingCostRecoveryDefault } from '../quotes';
import { readFileSync } from 'node:fs';
import { updateSite } from '../../testing/fixtures';

const w = useWorld(createImportWorld, 'alice', 'dan', 'olly');

const post = (client: TestClient, csv: string, siteId = w.world.ids.melbourne) =>
  client.post(IMPORT, { data: { attributes: { siteId: String(siteId), csv } } });

describe('the file (DESIGN 5, Import and issues)', () => {
  it.each([
    ['an unknown column', 'reference,receiverName,colour\nA,B,red\n', messages.unknownColumn('colour')],
    [
      'no receiverName column',
      'reference,receiverSuburb\nA,Adelaide\n',
      messages.missingColumn('receiverName'),
    ],
    ['a repeated column', 'reference,receiverName,reference\nA,B,C\n', messages.repeatedColumn('reference')],
    ['no rows', 'reference,receiverName\n', messages.empty],
    ['an unclosed quote', 'reference,receiverName\nA,"Smith\n', messages.unclosedQuote(2)],
  ])('refuses a file with %s, keeping nothing', async (_name, csv, detail) => {
    const res = await post(w.alice, csv);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toEqual([
      expect.objectContaining({ pointer: '/data/attributes/csv', detail }),
    ]);
  });

  it('refuses more than 10,000 rows and more than 5 MB', async () => {
    const many = csvOf(Array.from({ length: 10_001 }, (_, i) => ({ reference: `R${i}`, receiverName: 'X' })));
    expect(errorsOf((await post(w.alice, many)).json())[0]?.detail).toBe(messages.tooManyRows);
    const big = `reference,receiverName,specialInstructions\n${`A,B,${'x'.repeat(400)}\n`.repeat(13_500)}`;
    expect(errorsOf((await post(w.alice, big)).json())[0]?.detail).toBe(messages.tooLarge);
  });

  it('reads a BOM, semicolons and quoted fields with delimiters, quotes and line breaks', async () => {
    const csv = `\uFEFF${csvOf(
      [goodRow('Q-1', { receiverName: 'Smith; "Sons"', specialInstructions: 'Ring twice,\nthen wait' })],
      ';',
    )}`;
    const { result } = await importFile(w.t, w.alice, w.world.ids.melbourne, csv);
    expect(result).toMatchObject({ status: 'finished', rowsTotal: 1, consignmentsMade: 1, refused: 0 });
    const made = await importedConsignment(w, 'Q-1');
    expect(made.receiver.name).toBe('Smith; "Sons"');
    expect(made.receiver.specialInstructions).toBe('Ring twice,\nthen wait');
  });

  it('reads a file a spreadsheet saved as tab-delimited text', async () => {
    const csv = csvOf([goodRow('TAB-1', { receiverName: 'Tabbed, Pty Ltd' })], '\t');
    const { result } = await importFile(w.t, w.alice, w.world.ids.melbourne, csv);
    expect(result).toMatchObject({ status: 'finished', rowsTotal: 1, consignmentsMade: 1, refused: 0 });
    expect((await importedConsignment(w, 'TAB-1')).receiver.name).toBe('Tabbed, Pty Ltd');
  });

  it('serves the template and the example, which is the sample file in the repository', async () => {
    const template = await w.alice.get(`${IMPORT}/template.csv`);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body.split('\r\n')[0]).toBe(IMPORT_EXAMPLE_CSV.split('\n')[0]);
    const example = await w.alice.get(`${IMPORT}/example.csv`);
    expect(example.body).toBe(
      readFileSync(new URL('./consignments-import-example.csv', import.meta.url), 'utf8'),
    );
  });
});

describe('rows that become consignments', () => {
  it('prices a complete row with the recommended quote, or the service it names', async () => {
    const { started, result } = await importAtMelbourne(w, [
      goodRow('P-1'),
      goodRow('P-2', { service: 'express' }),
    ]);
    expect(started).toMatchObject({ status: 'queued', rowsTotal: 2, refused: 0 });
    expect(result).toMatchObject({ status: 'finished', rowsRead: 2, consignmentsMade: 2, withIssues: 0 });
    // Road: 750 + 10 x 26 = 1010 -> minimum 1100, levy 10%, GST: 1331. Express: 1200 + 400, levy 15%, GST: 2024
    const road = await importedConsignment(w, 'P-1');
    expect(road.agreedService.name).toBe('Test Road Co Road');
    expect(road.price?.cost?.total).toBe(1331);
    expect(road.issues).toEqual([]);
    expect(road.source).toBe('import');
    expect(road.lineItems[0]).toMatchObject({ length: 400, width: 300, height: 200, weight: 10_000 });
    expect(road.lineItems[0]?.itemIds).toHaveLength(1);
    const express = await importedConsignment(w, 'P-2');
    expect(express.agreedService.name).toBe('Test Express Co Express');
    expect(express.price?.cost?.total).toBe(2024);
  });

  it("sends a row dated before the site's today today, and says how many went so", async () => {
    const { result } = await importAtMelbourne(w, [
      goodRow('D-1', { dispatchDate: '2026-03-02' }),
      goodRow('D-2', { dispatchDate: '04/03/2026' }),
      goodRow('D-3', { dispatchDate: '' }),
      goodRow('D-4'),
    ]);
    expect(result).toMatchObject({ status: 'finished', consignmentsMade: 4, withIssues: 0, datedToday: 2 });
    const dates = await Promise.all(
      ['D-1', 'D-2', 'D-3', 'D-4'].map(async (ref) => (await importedConsignment(w, ref)).dispatchDate),
    );
    // 5 March is the site's today; D-3 gave no date; D-4 is dated the 6th
    expect(dates).toEqual(['2026-03-05', '2026-03-05', '2026-03-05', '2026-03-06']);
  });

  it('applies the site default shipping cost recovery of the consignment form, as a new consignment does', async () => {
    const recovery = (shippingCostRecovery: ShippingCostRecoveryWire) =>
      setShippingCostRecoveryDefault(w.world.deps, {
        siteId: w.world.ids.melbourne,
        resourceType: 'consignment',
        movementType: 'outbound',
        shippingCostRecovery,
      });
    await recovery({ type: 'markupPercentage', value: 10 });
    try {
      await importAtMelbourne(w, [goodRow('CR-1')]);
      const made = await importedConsignment(w, 'CR-1');
      expect(made.shippingCostRecovery).toEqual({ type: 'markupPercentage', value: 10 });
      // 1331 + 10% = 1464.1, rounded half-up
      expect(made.price).toMatchObject({ cost: { total: 1331 }, freightRecoveryAmount: 1464 });
    } finally {
      await recovery({ type: 'none', value: null });
    }
    await importAtMelbourne(w, [goodRow('CR-2')]);
    const plain = await importedConsignment(w, 'CR-2');
    expect(plain.shippingCostRecovery).toEqual({ type: 'none', value: null });
    expect(plain.price?.freightRecoveryAmount).toBeNull();
  });
});

describe('refused rows: row number and why; nothing of them is saved', () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ['referenceMissing', { reference: '' }, 'referenceMissing', messages.referenceMissing],
    ['receiverNameMissing', { receiverName: '' }, 'receiverNameMissing', messages.receiverNameMissing],
    ['notANumber', { weightKg: 'ten' }, 'notANumber', messages.notANumber('weightKg')],
    ['notAWholeNumber', { quantity: '1.5' }, 'notAWholeNumber', messages.notAWholeNumber('quantity', 9999)],
    ['outOfRange', { lengthCm: '4000' }, 'outOfRange', messages.outOfRange('lengthCm', 0.1, 3000)],
    ['notADate', { dispatchDate: '31/02/2026' }, 'notADate', messages.notADate('dispatchDate')],
    [
      'notYesOrNo',
      { receiverResidential: 'maybe' },
      'notYesOrNo',
      messages.notYesOrNo('receiverResidential'),
    ],
    [
      'unknownPackagingType',
      { packagingType: 'Sack of potatoes' },
      'unknownPackagingType',
      'packagingType must be one of',
    ],
    ['notAUnNumber', { dgUnNumber: 'UN12' }, 'notAUnNumber', messages.notAUnNumber],
    [
      'unknownDangerousGoodsClass',
      { dgUnNumber: '1203', dgClass: '10' },
      'unknownDangerousGoodsClass',
      messages.unknownDangerousGoodsClass,
    ],
    [
      'unknownPackingGroup',
      { dgUnNumber: '1203', dgPackingGroup: 'IV' },
      'unknownPackingGroup',
      messages.unknownPackingGroup,
    ],
    ['tooLong', { receiverName: 'N'.repeat(101) }, 'tooLong', messages.tooLong('receiverName', 100)],
  ];

  it('refuses each kind of row that is not a consignment, and makes the rest', async () => {
    const rows = [goodRow('F-OK'), ...cases.map(([name, over]) => goodRow(`F-${name}`, over))];
    const csv = `${csvOf(rows)}F-extra,Extra Pty,${','.repeat(30)}surplus\r\n`;
    const { started, result } = await importFile(w.t, w.alice, w.world.ids.melbourne, csv);
    expect(started.refused).toBe(cases.length + 1);
    expect(result).toMatchObject({
      rowsTotal: cases.length + 2,
      consignmentsMade: 1,
      refused: cases.length + 1,
    });
    for (const [i, [name, , code, reason]] of cases.entries()) {
      const refusal = result.refusedRows.find((r) => r.row === i + 3);
      expect(refusal, name).toMatchObject({ code });
      expect(refusal?.reason, name).toContain(reason);
      if (name !== 'referenceMissing') expect(await importedRows(w, `F-${name}`), name).toEqual([]);
    }
    expect(result.refusedRows.at(-1)).toMatchObject({ row: cases.length + 3, code: 'tooManyFields' });
    expect(await importedRows(w, 'F-OK')).toHaveLength(1);
  });

  it('refuses a reference repeated in the file, naming the first row', async () => {
    const { result } = await importAtMelbourne(w, [goodRow('D-1'), goodRow('D-1')]);
    expect(result.refusedRows).toEqual([
      { row: 3, reference: 'D-1', code: 'referenceRepeated', reason: messages.referenceRepeated(2) },
    ]);
    expect(await importedRows(w, 'D-1')).toHaveLength(1);
  });
});

describe('rows that become consignments with issues (code, message, pointer)', () => {
  it('names every issue at its field and prices nothing it cannot', async () => {
    const rows = [
      goodRow('I-missing', { receiverSuburb: '', receiverPostcode: '', receiverState: '' }),
      goodRow('I-unknown', { receiverSuburb: 'Adelaidee' }),
      goodRow('I-ambiguous', { receiverSuburb: 'Springfield', receiverState: '', receiverPostcode: '' }),
      goodRow('I-street', { receiverLine1: '' }),
      goodRow('I-service', { service: 'Teleport' }),
      goodRow('I-none', { receiverSuburb: 'Sydney', receiverState: 'NSW', receiverPostcode: '2000' }),
      goodRow('I-dims', { heightCm: '' }),
      goodRow('I-weight', { weightKg: '' }),
      goodRow('I-dg', {
        dgUnNumber: 'UN1203',
        dgProperShippingName: 'PETROL',
        dgClass: '3',
        dgPackingGroup: 'II',
      }),
      goodRow('I-centre', { costCentre: 'MEL-999' }),
    ];
    const { result } = await importAtMelbourne(w, rows);
    expect(result).toMatchObject({ consignmentsMade: rows.length, withIssues: rows.length, refused: 0 });
    const issuesOf = async (reference: string) => {
      const made = await importedConsignment(w, reference);
      return {
        made,
        issues: made.issues.map((i) => [
          i.code,
          i.message,
          i.pointer?.replace(/li_[\w-]+/, 'LINE').replace(/dg_[\w-]+/, 'DG'),
        ]),
      };
    };
    const receiver = '/data/attributes/receiver/addressId';
    expect((await issuesOf('I-missing')).issues).toEqual([
      ['localityMissing', messages.localityMissing, receiver],
    ]);
    expect((await issuesOf('I-unknown')).issues).toEqual([
      ['localityUnknown', messages.localityUnknown('Adelaidee SA 5000'), receiver],
    ]);
    expect((await issuesOf('I-ambiguous')).issues).toEqual([
      ['localityAmbiguous', messages.localityAmbiguous('Springfield'), receiver],
    ]);
    expect((await issuesOf('I-street')).issues).toEqual([
      ['addressLineMissing', messages.addressLineMissing, receiver],
    ]);
    expect((await issuesOf('I-service')).issues).toEqual([
      ['serviceUnknown', messages.serviceUnknown('Teleport'), '/data/attributes/quoteId'],
    ]);
    const none = await issuesOf('I-none');
    expect(none.issues).toEqual([
      ['noServiceAvailable', messages.noServiceAvailable, '/data/attributes/quoteId'],
    ]);
    expect(none.made.price.cost).toBeNull();
    expect((await issuesOf('I-dims')).issues).toEqual([
      ['dimensionsMissing', messages.dimensionsMissing, '/data/attributes/lineItems/LINE/height'],
    ]);
    expect((await issuesOf('I-weight')).issues).toEqual([
      ['weightMissing', messages.weightMissing, '/data/attributes/lineItems/LINE/weight'],
    ]);
    expect((await issuesOf('I-dg')).issues).toEqual([
      [
        'dangerousGoodsDetails',
        messages.dangerousGoodsDetails,
        '/data/attributes/lineItems/LINE/dangerousGoods/DG/receptacle',
      ],
    ]);
    expect((await issuesOf('I-centre')).issues).toEqual([
      ['costCentreUnknown', messages.costCentreUnknown('MEL-999'), '/data/attributes/costCenter'],
    ]);
    const unknown = await importedConsignment(w, 'I-unknown');
    expect(unknown.receiver.address).toMatchObject({ locality: 'Adelaidee', postcode: '5000', id: '' });
  });

  it('a dangerous goods line the user may not send, and a missing required cost centre', async () => {
    await updateSite(w.t.database.db, w.world.ids.melbourne, { costCentreRequired: true });
    const rows = [
      goodRow('J-dg', { dgUnNumber: '1203', dgProperShippingName: 'PETROL', costCentre: 'MEL-100' }),
      goodRow('J-centre'),
    ];
    await importFile(w.t, w.dan, w.world.ids.melbourne, csvOf(rows));
    await updateSite(w.t.database.db, w.world.ids.melbourne, { costCentreRequired: false });
    const dg = await importedConsignment(w, 'J-dg');
    expect(dg.issues.map((i) => i.code)).toEqual(['dangerousGoodsNotAllowed']);
    const centre = await importedConsignment(w, 'J-centre');
    expect(centre.issues).toEqual([
      {
        code: 'costCentreRequired',
        message: messages.costCentreRequired,
        pointer: '/data/attributes/costCenter',
      },
    ]);
  });

  it('refuses every row when the site has no agreed service to book with', async () => {
    const { agreedServices } = await import('../../db/schema');
    await w.t.database.db
      .update(agreedServices)
      .set({ isActive: false })
      .where(eq(agreedServices.siteId, w.world.ids.melbourne));
    const { result } = await importAtMelbourne(w, [goodRow('N-1')]);
    await w.t.database.db
      .update(agreedServices)
      .set({ isActive: true })
      .where(eq(agreedServices.siteId, w.world.ids.melbourne));
    expect(result).toMatchObject({ consignmentsMade: 0, refused: 1 });
    expect(result.refusedRows[0]).toMatchObject({
      row: 2,
      code: 'noAgreedService',
      reason: messages.noAgreedService,
    });
    expect(await importedRows(w, 'N-1')).toEqual([]);
  });
});

describe('importing the same file again', () => {
  it('makes nothing twice: rows are keyed by the reference per site', async () => {
    const rows = [goodRow('S-1'), goodRow('S-2', { receiverSuburb: 'Nowhere?' })];
    const first = await importAtMelbourne(w, rows);
    const second = await importAtMelbourne(w, rows);
    expect(first.result).toMatchObject({ consignmentsMade: 2, withIssues: 1, alreadyImported: 0 });
    expect(second.result).toMatchObject({
      status: 'finished',
      consignmentsMade: 0,
      withIssues: 0,
      alreadyImported: 2,
    });
    expect(await importedRows(w, 'S-1')).toHaveLength(1);
    expect(await importedRows(w, 'S-2')).toHaveLength(1);
  });
});

describe('transfer policy', () => {
  it('automatic, where the site autoprints: an issue-free row goes on to printing, one with issues does not', async () => {
    await w.t.app.db
      .insert(autoprintSettings)
      .values({ siteId: Number(w.world.ids.melbourne), enabled: true });
    await configure(w.t, w.world.ids.melbourne, 'automatic');
    try {
      await importAtMelbourne(w, [goodRow('P-auto'), goodRow('P-auto-issue', { weightKg: '' })]);
      const jobsOf = async (reference: string) => {
        const { id } = await importedConsignment(w, reference);
        const rows = await w.t.app.db.select().from(printJobs).where(eq(printJobs.consignmentId, id));
        return rows.map((row) => `${row.document} ${row.origin} ${row.status}`).sort();
      };
      expect(await jobsOf('P-auto')).toEqual(['connote automatic queued', 'label automatic queued']);
      expect(await jobsOf('P-auto-issue')).toEqual([]);

      // without autoprint an automatic import queues nothing
      await w.t.app.db.update(autoprintSettings).set({ enabled: false });
      await importAtMelbourne(w, [goodRow('P-off')]);
      expect(await jobsOf('P-off')).toEqual([]);
    } finally {
      await w.t.app.db.delete(autoprintSettings);
      await configure(w.t, w.world.ids.melbourne, 'manual');
    }
  });

  it('manual: waits to be released; automatic: ready to manifest at once; never: no resolving', async () => {
    const policyOf = async (reference: string) => (await importedConsignment(w, reference)).transferPolicy;
    await importAtMelbourne(w, [goodRow('T-manual')]);
    expect(await policyOf('T-manual')).toBe('manual');
    const manual = await importedConsignment(w, 'T-manual');
    expect(manual.manifestTransferable).toBe(false);
    const count = await w.alice.get(`${ISSUES}/count?siteId=${w.world.ids.melbourne}`);
    expect(count.json<{ data: { awaitingRelease: number } }>().data.awaitingRelease).toBeGreaterThan(0);
    const released = await w.alice.post(`${ISSUES}/release`, { data: { consignmentIds: [manual.id] } });
    expect(released.statusCode).toBe(200);
    expect(await policyOf('T-manual')).toBe('automatic');
    expect((await importedConsignment(w, 'T-manual')).manifestTransferable).toBe(true);

    await configure(w.t, w.world.ids.melbourne, 'automatic');
    await importAtMelbourne(w, [goodRow('T-auto')]);
    const auto = await importedConsignment(w, 'T-auto');
    expect(auto).toMatchObject({ transferPolicy: 'automatic', manifestTransferable: true });

    await configure(w.t, w.world.ids.melbourne, 'never');
    await importAtMelbourne(w, [goodRow('T-never'), goodRow('T-never-issue', { weightKg: '' })]);
    expect(await policyOf('T-never')).toBe('manual');
    const off = await w.alice.get(`${ISSUES}/count?siteId=${w.world.ids.melbourne}`);
    expect(off.json()).toEqual({ data: { withIssues: 0, awaitingRelease: 0 } });
    const refused = await w.alice.post(`${ISSUES}/release`, {
      data: { consignmentIds: [(await importedConsignment(w, 'T-never')).id] },
    });
    expect(refused.statusCode).toBe(422);
    await configure(w.t, w.world.ids.melbourne, 'manual');
  });

  it('a consignment with issues cannot be released; issue-free ones released are refused a second time', async () => {
    await importAtMelbourne(w, [goodRow('R-issue', { weightKg: '' })]);
    const withIssue = await importedConsignment(w, 'R-issue');
    const res = await w.alice.post(`${ISSUES}/release`, { data: { consignmentIds: [withIssue.id] } });
    expect(errorsOf(res.json())).toEqual([
      expect.objectContaining({ pointer: '/data/consignmentIds/0', detail: messages.stillHasIssues }),
    ]);
  });
});

describe('resolving issues', () => {
  it('re-check all resolves what an address book or rate card change fixed', async () => {
    await importAtMelbourne(w, [goodRow('K-1', { receiverSuburb: 'Glenelg', receiverPostcode: '5045' })]);
    expect((await importedConsignment(w, 'K-1')).issues.map((i) => i.code)).toEqual(['localityUnknown']);
    const { localities } = await import('../../db/schema');
    await w.t.database.db
      .insert(localities)
      .values({ id: 900201, suburb: 'Glenelg', postcode: '5045', state: 'SA', chargeZone: 'S1' });
    const res = await w.alice.post(`${ISSUES}/recheck`, { data: { siteId: String(w.world.ids.melbourne) } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { resolved: number } }>().data.resolved).toBeGreaterThanOrEqual(1);
    const fixed = await importedConsignment(w, 'K-1');
    expect(fixed.issues).toEqual([]);
    expect(fixed.price?.cost?.total).toBe(1331);
    expect(fixed.receiver.address).toMatchObject({ locality: 'Glenelg', localityId: '900201' });
    expect(fixed.lineItems[0]?.itemIds).toHaveLength(1);
  });

  it('delete selected removes them, and frees their references for a new import', async () => {
    await importAtMelbourne(w, [goodRow('X-1', { weightKg: '' })]);
    const made = await importedConsignment(w, 'X-1');
    const res = await w.alice.post(`${ISSUES}/delete`, { data: { consignmentIds: [made.id] } });
    expect(res.json()).toEqual({ data: { consignmentIds: [made.id] } });
    expect(await importedRows(w, 'X-1')).toEqual([]);
    const again = await importAtMelbourne(w, [goodRow('X-1')]);
    expect(again.result).toMatchObject({ consignmentsMade: 1, alreadyImported: 0 });
  });
});

describe('tenancy', () => {
  it('another organisation cannot import to the site, see its imports, count, release or delete its consignments', async () => {
    const { result } = await importAtMelbourne(w, [goodRow('Z-1', { weightKg: '' })]);
    const made = await importedConsignment(w, 'Z-1');
    expect((await post(w.olly, csvOf([goodRow('Z-2')]))).statusCode).toBe(403);
    expect((await w.olly.get(`${IMPORTS}/${result.id}`)).statusCode).toBe(404);
    expect((await w.olly.get(`${ISSUES}/count?siteId=${w.world.ids.melbourne}`)).statusCode).toBe(403);
    expect((await w.olly.get(`${ISSUES}/count?organisationId=${w.world.ids.demo}`)).statusCode).toBe(403);
    for (const action of ['release', 'delete']) {
      const res = await w.olly.post(`${ISSUES}/${action}`, { data: { consignmentIds: [made.id] } });
      expect(errorsOf(res.json())[0]?.detail, action).toBe(messages.consignmentNotFound);
    }
    const res = await w.olly.post(`${ISSUES}/recheck`, { data: { siteId: String(w.world.ids.melbourne) } });
    expect(res.statusCode).toBe(403);
    expect(await importedRows(w, 'Z-1')).toHaveLength(1);
    expect(await importedRows(w, 'Z-2')).toEqual([]);
  });

  it('a site without import enabled refuses imports', async () => {
    const res = await post(w.alice, csvOf([goodRow('W-1')]), w.world.ids.sydney);
    expect(res.statusCode).toBe(403);
    expect(errorsOf(res.json())[0]?.detail).toBe(messages.notEnabled);
  });

  it('the same reference at two sites makes two consignments', async () => {
    await configure(w.t, w.world.ids.sydney, 'manual', w.world.addresses.melbourne);
    const first = await importAtMelbourne(w, [goodRow('AB-1')]);
    const second = await importFile(w.t, w.alice, w.world.ids.sydney, csvOf([goodRow('AB-1')]));
    expect(first.result.consignmentsMade).toBe(1);
    expect(second.result.consignmentsMade).toBe(1);
  });
});
