import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dangerousGoodsPresetMessages,
  formMessagesB,
  QUOTE_SUPERSEDED_CODE,
  quoteMessages,
  type Quote,
  type QuoteSet,
} from '@freight/contracts';
import { quoteRequestKeys, receiverCarrierPolicies, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import type { TestClient } from '../../testing/http-client';
import { useWorld } from '../../testing/test-world';
import * as carriers from '../carriers';
import { createQuoteWorld, errorsOf, quoteBody, tenKilos } from './quote-world.fixture';
import { claimConcurrencyKey, priceShipment, requireQuotingSite } from './quotes.service';

const w = useWorld(createQuoteWorld, 'alice', 'dan');

async function quotes(client: TestClient, siteId: number, over: Record<string, unknown> = {}) {
  const res = await client.post('/api/sender/v0/quote-sets', quoteBody(siteId, over));
  expect(res.statusCode).toBe(201);
  return res.json<{ data: QuoteSet }>().data.quotes;
}

const road = (list: QuoteSet['quotes']) =>
  list.find((q) => q.agreedServiceId === String(w.world.agreed.melbourneRoad));
const express = (list: QuoteSet['quotes']) =>
  list.find((q) => q.agreedServiceId === String(w.world.agreed.melbourneExpress));

const dangerous = {
  unNumber: 'UN1203',
  properShippingName: 'Petrol',
  classOrDivision: '3',
  packingGroup: 'II',
};

describe('price masking (L24)', () => {
  it('withholds every amount at a site that masks prices, keeping rank and recommendation', async () => {
    const [road] = await quotes(w.alice, w.world.ids.sydney, {
      shippingCostRecovery: { type: 'fixedAmount', value: 2000 },
    });
    expect(road).toMatchObject({
      selectable: true,
      recommended: true,
      price: { cost: null, rank: 1, isMasked: true, freightRecoveryAmount: null },
    });
  });
});

describe('shipping cost recovery (L31)', () => {
  it.each([
    [{ type: 'none' }, null],
    [{ type: 'fixedAmount', value: 2000 }, 2000],
    [{ type: 'markupAmount', value: 500 }, 1831],
    // 1331 x 1.1 = 1464.1, rounded half-up once
    [{ type: 'markupPercentage', value: 10 }, 1464],
    [{ type: 'markupPercentage', value: 12.5 }, 1497],
  ])('%j recovers %s cents on the recommended quote', async (shippingCostRecovery, amount) => {
    const [road] = await quotes(w.alice, w.world.ids.melbourne, { shippingCostRecovery });
    expect(road?.price.freightRecoveryAmount).toBe(amount);
  });

  it('refuses a fractional cent amount and a fifth decimal of percent', async () => {
    for (const [recovery, detail] of [
      [{ type: 'fixedAmount', value: 10.5 }, formMessagesB.integer],
      [{ type: 'markupPercentage', value: 1.00001 }, formMessagesB.decimals(4)],
    ] as const) {
      const res = await w.alice.post(
        '/api/sender/v0/quote-sets',
        quoteBody(w.world.ids.melbourne, { shippingCostRecovery: recovery }),
      );
      expect(errorsOf(res.json())).toEqual([
        { pointer: '/data/shippingCostRecovery/value', detail, code: 'validationError' },
      ]);
    }
  });
});

describe('receiver carrier service policy', () => {
  it('makes only the policy’s service selectable for that address book entry, and recommends it', async () => {
    const receiver = { addressBookEntryId: String(w.world.ids.entry) };
    const before = await quotes(w.alice, w.world.ids.melbourne, { receiver });
    expect(before.map((q) => [q.agreedServiceId, q.selectable])).toEqual([
      [String(w.world.agreed.melbourneRoad), true],
      [String(w.world.agreed.melbourneExpress), true],
    ]);
    // the entry is residential: its address's locality prices the lane and the residential surcharge applies
    expect(before[0]?.price.cost?.chargesBreakdown).toContainEqual({
      code: 'residential',
      description: 'Residential delivery',
      amount: 550,
    });

    await w.t.database.db.insert(receiverCarrierPolicies).values({
      siteId: w.world.ids.melbourne,
      addressBookEntryId: w.world.ids.entry,
      agreedServiceId: w.world.agreed.melbourneExpress,
      carrierChargeAccount: 'TEX-MEL',
    });
    const after = await quotes(w.alice, w.world.ids.melbourne, { receiver });
    expect(after.map((q) => [q.agreedServiceId, q.selectable, q.recommended, q.price.rank])).toEqual([
      [String(w.world.agreed.melbourneExpress), true, true, 1],
      [String(w.world.agreed.melbourneRoad), false, false, 2],
    ]);
    expect(after[1]?.unselectableReason?.code).toBe('receiverServicePolicy');
    expect(after[1]?.price.cost?.total).toBeGreaterThan(0);
    await w.t.database.db.delete(receiverCarrierPolicies);
  });

  it('charges the policy’s account for its service, at that account’s own rates when it has them', async () => {
    const receiver = { addressBookEntryId: String(w.world.ids.entry) };
    const express = (list: Quote[]) =>
      list.find((q) => q.agreedServiceId === String(w.world.agreed.melbourneExpress));
    const road = (list: Quote[]) =>
      list.find((q) => q.agreedServiceId === String(w.world.agreed.melbourneRoad));
    const general = await quotes(w.alice, w.world.ids.melbourne, { receiver });
    expect(express(general)?.payerAccount).toBe('TEX-MEL');
    await w.t.database.db.insert(receiverCarrierPolicies).values({
      siteId: w.world.ids.melbourne,
      addressBookEntryId: w.world.ids.entry,
      agreedServiceId: w.world.agreed.melbourneExpress,
      carrierChargeAccount: 'RCV-ADL',
    });
    try {
      // the receiver's account has no rates of its own yet: the service's general rates apply
      const charged = await quotes(w.alice, w.world.ids.melbourne, { receiver });
      expect(express(charged)?.payerAccount).toBe('RCV-ADL');
      expect(express(charged)?.price.cost?.freight).toBe(express(general)?.price.cost?.freight);
      // the other service keeps the site's own account
      expect(road(charged)?.payerAccount).toBe('TRC-MEL');

      await carriers.saveRateCard(w.world.deps, {
        carrier: 'Test Express Co',
        service: 'Express',
        account: 'RCV-ADL',
        effectiveFrom: '2026-01-01',
        lanes: [
          {
            fromZone: 'V1',
            toZone: 'S1',
            reciprocal: false,
            basicCents: 300,
            ratePerKgCents: 15,
            minimumCents: 400,
            transitBusinessDays: 1,
          },
        ],
      });
      const contract = await quotes(w.alice, w.world.ids.melbourne, { receiver });
      expect(express(contract)?.payerAccount).toBe('RCV-ADL');
      expect(express(contract)?.price.cost?.freight).toBe(450);
      // without the policy, the receiver's contract rates are nobody else's
      await w.t.database.db.delete(receiverCarrierPolicies);
      const after = await quotes(w.alice, w.world.ids.melbourne, { receiver });
      expect(express(after)?.price.cost?.freight).toBe(express(general)?.price.cost?.freight);
    } finally {
      await w.t.database.db.delete(receiverCarrierPolicies);
    }
  });
});

describe('dangerous goods (spec 6)', () => {
  it('prices dangerous goods with the surcharge where the site and the user may transact them', async () => {
    const list = await quotes(w.alice, w.world.ids.melbourne, {
      lineItems: [{ ...tenKilos, dangerousGoods: [dangerous] }],
    });
    expect(road(list)?.price.cost?.chargesBreakdown).toContainEqual({
      code: 'dangerousGoods',
      description: 'Dangerous goods',
      amount: 4500,
    });
  });

  it('refuses them without the user’s right or the site’s feature', async () => {
    const body = { lineItems: [{ ...tenKilos, dangerousGoods: [dangerous] }] };
    for (const [client, siteId] of [
      [w.dan, w.world.ids.melbourne],
      [w.alice, w.world.ids.sydney],
    ] as const) {
      const res = await client.post('/api/sender/v0/quote-sets', quoteBody(siteId, body));
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res.json())).toEqual([
        {
          pointer: '/data/lineItems/0/dangerousGoods',
          detail: dangerousGoodsPresetMessages.notAvailable,
          code: 'validationError',
        },
      ]);
    }
  });
});

describe('delivery time slots (L18, L23)', () => {
  const slot = (startDate: string) => ({
    startDate,
    endDate: '2026-03-20',
    startTime: '09:00',
    endTime: '12:00',
    timeZone: 'Australia/Adelaide',
  });

  it('flags a slot that starts before a service can arrive, with the earliest date it can meet', async () => {
    const list = await quotes(w.alice, w.world.ids.melbourne, { deliveryTimeSlot: slot('2026-03-10') });
    expect(road(list)).toMatchObject({
      eta: '2026-03-11',
      evaluation: { invalidDeliveryTimeSlotStartDate: { earliestPermittedDate: '2026-03-11' } },
    });
    expect(express(list)).toMatchObject({ eta: '2026-03-10', evaluation: {} });
    expect(road(list)?.price.cost?.chargesBreakdown).toContainEqual({
      code: 'deliveryTimeSlot',
      description: 'Delivery time slot',
      amount: 2000,
    });
  });

  it('needs the site flag and an end time after the start time', async () => {
    const off = await w.alice.post(
      '/api/sender/v0/quote-sets',
      quoteBody(w.world.ids.sydney, { deliveryTimeSlot: slot('2026-03-12') }),
    );
    expect(errorsOf(off.json())).toEqual([
      {
        pointer: '/data/deliveryTimeSlot',
        detail: quoteMessages.deliveryTimeSlotsDisabled,
        code: 'validationError',
      },
    ]);
    const backwards = await w.alice.post(
      '/api/sender/v0/quote-sets',
      quoteBody(w.world.ids.melbourne, { deliveryTimeSlot: { ...slot('2026-03-12'), endTime: '08:00' } }),
    );
    expect(errorsOf(backwards.json())).toEqual([
      { pointer: '/data/deliveryTimeSlot/endTime', detail: formMessagesB.times, code: 'validationError' },
    ]);
  });
});

describe('surcharges at their boundaries', () => {
  const breakdown = async (item: Record<string, unknown>, over: Record<string, unknown> = {}) =>
    road(
      await quotes(w.alice, w.world.ids.melbourne, { lineItems: [{ ...tenKilos, ...item }], ...over }),
    )?.price.cost?.chargesBreakdown.map((line) => [line.code, line.amount]);

  it('charges heavy items over 32 kg and over-length items over 1.2 m, per item', async () => {
    // 32 kg: 750 + 32 x 26 = 1582 freight, levy 158; exactly 32 kg and exactly 1.2 m carry no surcharge
    expect(await breakdown({ weight: 32_000, length: 1200 })).toEqual([['fuelLevy', 158]]);
    expect(await breakdown({ weight: 32_001, quantity: 2 })).toEqual([
      ['fuelLevy', expect.any(Number)],
      ['heavyItem', 2400],
    ]);
    expect(await breakdown({ length: 1201, width: 10, height: 10 })).toEqual([
      ['fuelLevy', 110],
      ['overLength', 1800],
    ]);
    expect(await breakdown({}, { tailgate: true })).toEqual([
      ['fuelLevy', 110],
      ['tailgate', 3500],
    ]);
  });
});

describe('rate data by date and account', () => {
  it('uses the fuel levy in effect on the dispatch date, and an account’s own rate card ahead of the general one', async () => {
    await carriers.setFuelLevy(w.world.deps, {
      carrier: 'Test Road Co',
      percent: 20,
      effectiveFrom: '2026-03-07',
    });
    const friday = road(await quotes(w.alice, w.world.ids.melbourne));
    const monday = road(await quotes(w.alice, w.world.ids.melbourne, { dispatchDate: '2026-03-09' }));
    expect(friday?.price.cost?.fees).toBe(110);
    expect(monday?.price.cost?.fees).toBe(220);

    await carriers.saveRateCard(w.world.deps, {
      carrier: 'Test Road Co',
      service: 'Road',
      account: 'TRC-MEL',
      effectiveFrom: '2026-03-01',
      lanes: [
        {
          fromZone: 'S1',
          toZone: 'V1',
          reciprocal: true,
          basicCents: 500,
          ratePerKgCents: 20,
          minimumCents: 600,
          transitBusinessDays: 3,
        },
      ],
    });
    const melbourne = road(await quotes(w.alice, w.world.ids.melbourne));
    expect(melbourne?.price.cost?.freight).toBe(700);
    expect(melbourne?.eta).toBe('2026-03-12');
    const early = road(await quotes(w.alice, w.world.ids.melbourne, { dispatchDate: '2026-02-27' }));
    expect(early?.price.cost?.freight).toBe(1100);
  });
});

/** Alice's id and Melbourne DC as quoting sees them, and a one-line shipment to price directly. */
async function directPricing(db: DbOrTx) {
  const userId =
    (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'alice') }))?.id ?? '';
  const site = await requireQuotingSite(db, userId, w.world.ids.melbourne);
  const request = quoteBody(w.world.ids.melbourne).data;
  const shipment = {
    dispatchDate: request.dispatchDate,
    sender: {
      name: null,
      addressBookEntryId: null,
      address: null,
      locality: { id: Number(request.sender.locality.id) },
      residential: false,
    },
    receiver: {
      name: null,
      addressBookEntryId: null,
      address: null,
      locality: { id: Number(request.receiver.locality.id) },
      residential: false,
    },
    lineItems: [
      { ...tenKilos, shippingItemPresetId: null, description: null, reference: null, dangerousGoods: [] },
    ],
    shippingCostRecovery: { type: 'none' as const, value: null },
    deliveryTimeSlot: null,
    tailgate: false,
    handUnload: false,
  };
  return { userId, site, shipment };
}

describe('concurrency key (L19)', () => {
  it('saves nothing for a request a newer one under the same key replaced, and answers 409', async () => {
    const { userId, site, shipment } = await directPricing(w.world.deps.db);
    const first = await claimConcurrencyKey(
      w.world.deps,
      userId,
      'quote-form',
      'a6b3d1c4-0000-4000-8000-000000000001',
    );
    const second = await claimConcurrencyKey(
      w.world.deps,
      userId,
      'quote-form',
      'a6b3d1c4-0000-4000-8000-000000000002',
    );
    const stale = priceShipment(w.world.deps, { site, userId, claim: first }, shipment, '/data');
    await expect(stale).rejects.toBeInstanceOf(AppError);
    await expect(stale).rejects.toMatchObject({
      status: 409,
      code: QUOTE_SUPERSEDED_CODE,
      detail: quoteMessages.superseded,
    });
    const fresh = await priceShipment(w.world.deps, { site, userId, claim: second }, shipment, '/data');
    expect(fresh.quoteSet.quotes).toHaveLength(2);
    // the finished request let its key go
    expect(await w.t.database.db.select().from(quoteRequestKeys)).toEqual([]);
  });
});

describe('commit of a quote set', () => {
  const commitSetting = async (db: DbOrTx) => {
    const [row] = await db
      .select({ value: sql<string>`current_setting('synchronous_commit')` })
      .from(users)
      .limit(1);
    return row?.value;
  };
  const price = async (db: DbOrTx, standalone: boolean) => {
    const { userId, site, shipment } = await directPricing(db);
    const priced = await priceShipment(
      { db, clock: w.world.deps.clock },
      { site, userId, claim: null, standalone },
      shipment,
      '/data',
    );
    expect(priced.quoteSet.quotes).toHaveLength(2);
  };

  it('leaves the transaction of an estimate or consignment that prices inside it committing synchronously', async () => {
    const setting = await w.t.database.db.transaction(async (tx) => {
      await price(tx, false);
      return commitSetting(tx);
    });
    expect(setting).toBe('on');
  });

  it('commits a set saved on its own without waiting for the disk, for that transaction only', async () => {
    // inside a wider transaction the relaxed commit would apply to all of it, which is why callers never do this
    const inside = await w.t.database.db.transaction(async (tx) => {
      await price(tx, true);
      return commitSetting(tx);
    });
    expect(inside).toBe('off');
    await price(w.t.database.db, true);
    expect(await commitSetting(w.t.database.db)).toBe('on');
  });
});

describe('ETAs on the maintained holiday calendar, in 2029 and 2030', () => {
  it('skips Christmas and Proclamation Day 2029, and Easter 2030, for an Adelaide receiver', async () => {
    // Mon 2029-12-24 + 1 by express: Tue 25 and Wed 26 are closed in SA -> Thu 27 (the evening part-day of
    // Christmas Eve does not close the 24th, so Fri 21 + 1 is Mon 24)
    const christmas = await quotes(w.alice, w.world.ids.melbourne, { dispatchDate: '2029-12-24' });
    expect(express(christmas)?.eta).toBe('2029-12-27');
    const friday = await quotes(w.alice, w.world.ids.melbourne, { dispatchDate: '2029-12-21' });
    expect(express(friday)?.eta).toBe('2029-12-24');
    // Thu 2030-04-18 + 1 by express: Good Friday, the weekend and Easter Monday -> Tue 23 April
    const easter = await quotes(w.alice, w.world.ids.melbourne, { dispatchDate: '2030-04-18' });
    expect(express(easter)?.eta).toBe('2030-04-23');
  });
});
