import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignmentMessages } from '@freight/contracts';
import { isValidConsignmentNumber, isValidSscc } from '@freight/rules';
import { ssccSerialCounters } from '../../db/schema';
import { decodePdfBarcodes, describeWithDecoder, SCAN_RESOLUTIONS } from '../../testing/barcode-decoder';
import type { TestClient } from '../../testing/http-client';
import { createTestApp, TEST_GS1_COMPANY_PREFIX, type TestContext } from '../../testing/test-app';
import * as accounts from '../accounts';
import * as carriers from '../carriers';
import { renderConsignmentPdf } from '../documents';
import { documentInputOf } from './consignment-document-input';
import { loadConsignmentForDocuments } from './consignments.service';
import {
  book,
  carton,
  consignmentBody,
  CONSIGNMENTS,
  createConsignmentWorld,
  errorsOf,
  quoteFor,
  type ConsignmentWorld,
} from './consignment-world.fixture';

/** A 10-digit prefix leaves 6 digits of serial reference: 1 + 10 + 6 + check digit = 18. */
const OWN_PREFIX = '9312345678';

describe('SSCCs under the organisation’s GS1 company prefix', () => {
  let t: TestContext;
  let world: ConsignmentWorld;
  let alice: TestClient;
  let olly: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createConsignmentWorld(t);
    await accounts.setOrganisationGs1(world.deps, {
      organisation: world.ids.demo,
      companyPrefix: OWN_PREFIX,
      extensionDigit: 3,
    });
    alice = await world.signIn('alice');
    olly = await world.signIn('olly');
  });
  afterAll(() => t.close());

  it('issues an organisation’s SSCCs under its own prefix and extension digit, serials one after another', async () => {
    const { consignment } = await book(alice, {
      ...world.melbourneToAdelaide,
      lineItems: [{ ...carton, quantity: 3 }],
    });
    const ssccs = consignment.lineItems.flatMap((line) => line.itemIds);
    expect(ssccs).toHaveLength(3);
    expect(ssccs.every(isValidSscc)).toBe(true);
    expect(ssccs.map((sscc) => sscc.slice(0, 11))).toEqual(Array(3).fill(`3${OWN_PREFIX}`));
    expect(ssccs.map((sscc) => sscc.slice(11, 17))).toEqual(['000001', '000002', '000003']);
  });

  it('issues the SSCCs of an organisation without a prefix under the provider’s GS1_COMPANY_PREFIX', async () => {
    const { consignment } = await book(olly, world.secondOrgBooking);
    const [sscc = ''] = consignment.lineItems.flatMap((line) => line.itemIds);
    expect(isValidSscc(sscc)).toBe(true);
    expect(sscc.slice(0, 8)).toBe(`0${TEST_GS1_COMPANY_PREFIX}`);
    expect(sscc.slice(8, 17)).toBe('000000001');
  });

  it('refuses, naming the prefix, once the serials of a prefix and extension digit are used up', async () => {
    await t.database.db
      .insert(ssccSerialCounters)
      .values({ companyPrefix: OWN_PREFIX, extensionDigit: 4, lastSerial: 999_999 });
    await accounts.setOrganisationGs1(world.deps, {
      organisation: world.ids.demo,
      companyPrefix: OWN_PREFIX,
      extensionDigit: 4,
    });
    const set = await quoteFor(alice, world.melbourneToAdelaide);
    const res = await alice.post(
      CONSIGNMENTS,
      consignmentBody(world.melbourneToAdelaide, set.quotes[0]?.id ?? ''),
    );
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res.json())).toEqual([
      {
        code: 'ssccSerialsUsedUp',
        pointer: undefined,
        detail: consignmentMessages.ssccSerialsUsedUp(OWN_PREFIX, 4),
      },
    ]);
    await accounts.setOrganisationGs1(world.deps, {
      organisation: world.ids.demo,
      companyPrefix: OWN_PREFIX,
      extensionDigit: 3,
    });
  });

  describeWithDecoder('read by a barcode decoder', () => {
    it.each(SCAN_RESOLUTIONS)(
      'at %i dpi a label made for the organisation decodes to its own prefix, the connote to the number',
      async (dpi) => {
        const { consignment } = await book(alice, {
          ...world.melbourneToAdelaide,
          lineItems: [{ ...carton, quantity: 2 }],
        });
        const loaded = await loadConsignmentForDocuments(t.database.db, Number(consignment.id));
        if (!loaded) throw new Error('consignment not loaded');
        const input = documentInputOf(loaded);
        const labels = await decodePdfBarcodes(await renderConsignmentPdf('label', input), dpi);
        const ssccs = consignment.lineItems.flatMap((line) => line.itemIds);
        expect(labels.map((symbols) => symbols.find((s) => s.gs1)?.data)).toEqual(ssccs.map((s) => `00${s}`));
        for (const symbols of labels) {
          const read = symbols.find((s) => s.gs1)?.data ?? '';
          expect(read.slice(2, 13)).toBe(`3${OWN_PREFIX}`);
          expect(isValidSscc(read.slice(2))).toBe(true);
          expect(symbols.filter((s) => !s.gs1).map((s) => s.data)).toEqual([consignment.consignmentNo]);
        }
        const [connote] = await decodePdfBarcodes(await renderConsignmentPdf('connote', input), dpi);
        expect(connote?.map((s) => s.data)).toEqual([consignment.consignmentNo]);
        expect(isValidConsignmentNumber(consignment.consignmentNo, 'TRC')).toBe(true);
      },
    );
  });
});

describe('an organisation without a GS1 company prefix, on a provider without a default', () => {
  let t: TestContext;
  let world: ConsignmentWorld;
  let alice: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ GS1_COMPANY_PREFIX: '' });
    world = await createConsignmentWorld(t);
    alice = await world.signIn('alice');
  });
  afterAll(() => t.close());

  const roadQuote = async () => {
    const set = await quoteFor(alice, world.melbourneToAdelaide);
    return set.quotes.find((q) => q.agreedService.carrierName === 'Test Road Co')?.id ?? '';
  };

  it('is refused by a carrier whose labels need SSCCs, naming the setting, and nothing is saved', async () => {
    const res = await alice.post(CONSIGNMENTS, consignmentBody(world.melbourneToAdelaide, await roadQuote()));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toEqual([
      {
        code: 'validationError',
        pointer: '/data/attributes/quoteId',
        detail: consignmentMessages.gs1CompanyPrefixMissing('Test Road Co', 'Demo Freight Co'),
      },
    ]);
    expect(errorsOf(res.json())[0]?.detail).toContain('GS1 company prefix');
    const list = await alice.get(`${CONSIGNMENTS}?filter[site.id]=${world.ids.melbourne}`);
    expect(list.json<{ meta: { totalItems: number } }>().meta.totalItems).toBe(0);
  });

  it('books labels without SSCCs with a carrier that takes them, and gives SSCCs once there is a prefix', async () => {
    await carriers.setLabelsWithoutSscc(world.deps, { carrier: 'Test Road Co', allowed: true });
    const booking = { ...world.melbourneToAdelaide, lineItems: [{ ...carton, quantity: 2 }] };
    const { consignment, etag } = await book(alice, booking, { carrier: 'Test Road Co' });
    expect(consignment.lineItems.map((line) => line.itemIds)).toEqual([[]]);
    const loaded = await loadConsignmentForDocuments(t.database.db, Number(consignment.id));
    expect(loaded?.items.map((item) => [item.index, item.sscc])).toEqual([
      [1, null],
      [2, null],
    ]);

    await accounts.setOrganisationGs1(world.deps, {
      organisation: world.ids.demo,
      companyPrefix: OWN_PREFIX,
      extensionDigit: 0,
    });
    // the same line, so the same two items: they keep their place and now get SSCCs
    const same = { ...booking, lineItems: [{ ...carton, quantity: 2, id: consignment.lineItems[0]?.id }] };
    const set = await quoteFor(alice, same);
    const quote = set.quotes.find((q) => q.agreedService.carrierName === 'Test Road Co')?.id ?? '';
    const res = await alice.request('PUT', `${CONSIGNMENTS}/${consignment.id}`, {
      body: consignmentBody(same, quote),
      headers: { 'if-match': etag },
    });
    expect(res.statusCode).toBe(200);
    const [itemIds = []] = res
      .json<{ data: { lineItems: { itemIds: string[] }[] } }>()
      .data.lineItems.map((line) => line.itemIds);
    expect(itemIds.map((sscc) => sscc.slice(0, 11))).toEqual([`0${OWN_PREFIX}`, `0${OWN_PREFIX}`]);
    expect(itemIds.every(isValidSscc)).toBe(true);
  });
});
