import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dangerousGoodsPresetMessages, type Consignment, type CustomField } from '@freight/contracts';
import { sites } from '../../db/schema';
import type { TestClient } from '../../testing/http-client';
import { setSiteFlags } from '../accounts';
import { setShippingCostRecoveryDefault } from '../quotes';
import {
  book,
  carton,
  consignmentBody,
  CONSIGNMENTS,
  useConsignmentWorld,
  EMERGENCY_CONTACT,
  errorsOf,
  invalidPointers,
  expectFirstError,
  PAINT_DRUMS,
  quoteFor,
} from './consignment-world.fixture';
import { expectOneValidationError } from '../quotes/quote-world.fixture';
import { updateSite } from '../../testing/fixtures';

const w = useConsignmentWorld('alice', 'dan');

const paint = { ...PAINT_DRUMS, key: 'paint' };
const dgLine = { ...carton, key: 'tins', description: 'Paint tins', dangerousGoods: [paint] };

async function attempt(client: TestClient, over: Record<string, unknown> = {}, lineItems?: unknown[]) {
  const set = await quoteFor(w.alice, { ...w.booking, lineItems: lineItems ?? [carton] });
  return client.post(
    CONSIGNMENTS,
    consignmentBody({ ...w.booking, lineItems }, set.quotes[0]?.id ?? '', over),
  );
}

/** Alice books paint tins with this dangerous goods declaration. */
const declaringPaint = (dangerousGoodsDeclaration: Record<string, unknown>) =>
  attempt(w.alice, { dangerousGoodsDeclaration }, [dgLine]);

describe('site rules on a consignment', () => {
  it('requires a cost centre of the site’s list when the site requires one', async () => {
    await updateSite(w.t.database.db, w.world.ids.melbourne, {
      costCentreRequired: true,
      costCentres: [{ code: 'CC-1', description: 'Warehouse' }],
    });
    try {
      const none = await attempt(w.alice);
      expectFirstError(none, '/data/attributes/costCenter', 'a cost centre is required for this site');
      const unknown = await attempt(w.alice, { costCenter: 'CC-9' });
      expect(errorsOf(unknown.json())[0]?.detail).toBe('this cost centre is not one of the site’s');
      const good = await attempt(w.alice, { costCenter: 'CC-1' });
      expect(good.statusCode).toBe(201);
      expect(good.json<{ data: Consignment }>().data.costCenter).toBe('CC-1');
    } finally {
      await updateSite(w.t.database.db, w.world.ids.melbourne, {
        costCentreRequired: false,
        costCentres: [],
      });
    }
  });

  it('takes the custom fields of the site’s consignment form, required ones included (L33)', async () => {
    const formFields = (customFields: CustomField[]) =>
      setShippingCostRecoveryDefault(w.world.deps, {
        siteId: w.world.ids.melbourne,
        resourceType: 'consignment',
        movementType: 'any',
        shippingCostRecovery: { type: 'none', value: null },
        customFields,
      });
    await formFields([
      { key: 'jobNumber', label: 'Job number', required: true },
      { key: 'dock', label: 'Dock', required: false },
    ]);
    try {
      const missing = await attempt(w.alice, { customFields: { other: 'x' } });
      expect(missing.statusCode).toBe(422);
      expect(errorsOf(missing.json()).map((e) => [e.pointer, e.detail])).toEqual([
        ['/data/attributes/customFields/other', 'this field is not on the site’s consignment form'],
        ['/data/attributes/customFields/jobNumber', 'cannot be blank'],
      ]);
      const good = await attempt(w.alice, { customFields: { jobNumber: 'J-77' } });
      expect(good.statusCode).toBe(201);
      expect(good.json<{ data: Consignment }>().data.customFields).toEqual({ jobNumber: 'J-77' });
    } finally {
      await formFields([]);
    }
  });

  it('takes dangerous goods only from a user with the site’s feature and the right (spec 6)', async () => {
    const refused = await attempt(w.dan, {}, [dgLine]);
    expectFirstError(
      refused,
      '/data/attributes/lineItems/tins/dangerousGoods',
      dangerousGoodsPresetMessages.notAvailable,
    );
    const allowed = await attempt(w.alice, {}, [dgLine]);
    expect(allowed.statusCode).toBe(201);
    const body = allowed.json<{ data: Consignment; links: { dgSummary?: string } }>();
    expect(body.data.hasDangerousGoods).toBe(true);
    expect(body.data.lineItems[0]?.dangerousGoods[0]).toMatchObject({
      unNumber: '1263',
      id: expect.stringMatching(/^dg_/),
    });
    expect(body.links.dgSummary).toBe(`${CONSIGNMENTS}/${body.data.id}/dg-summary.pdf`);
  });

  it('refuses dangerous goods on a consignment declared to exclude them', async () => {
    expectFirstError(
      await declaringPaint({ excludesDangerousGoods: true }),
      '/data/attributes/lineItems/tins/dangerousGoods',
      'the consignment is declared to exclude dangerous goods',
    );
  });

  it('refuses dangerous goods its DG summary could not describe: packages, receptacle, quantity, class', async () => {
    const bare = { key: 'paint', unNumber: 'UN1263', properShippingName: 'PAINT' };
    const res = await attempt(w.alice, {}, [{ ...dgLine, dangerousGoods: [bare] }]);
    expect(res.statusCode).toBe(422);
    const entry = '/data/attributes/lineItems/tins/dangerousGoods/paint';
    expect(errorsOf(res.json()).map((e) => [e.pointer, e.detail])).toEqual([
      [`${entry}/receptacleCount`, 'cannot be blank'],
      [`${entry}/classOrDivision`, 'cannot be blank'],
      [`${entry}/receptacle`, 'cannot be blank'],
      [`${entry}/receptacleAggregateQuantity`, 'cannot be blank'],
    ]);
    // a notifiable entry carries no declarable detail, but still says how many packages it is
    const notifiable = await attempt(w.alice, {}, [
      { ...dgLine, dangerousGoods: [{ ...bare, notifiable: true }] },
    ]);
    expect(invalidPointers(notifiable)).toEqual([`${entry}/receptacleCount`]);
  });

  it('needs a 24-hour emergency contact for declarable dangerous goods, and keeps it', async () => {
    expectOneValidationError(
      await declaringPaint({ excludesDangerousGoods: false }),
      '/data/attributes/dangerousGoodsDeclaration/emergencyContact',
      'declarable dangerous goods need a 24-hour emergency contact',
    );
    const blankPhone = await declaringPaint({ emergencyContact: { name: 'Chemwatch', phone: ' ' } });
    expect(errorsOf(blankPhone.json())[0]?.pointer).toBe(
      '/data/attributes/dangerousGoodsDeclaration/emergencyContact/phone',
    );
    const good = await attempt(w.alice, {}, [dgLine]);
    expect(good.statusCode).toBe(201);
    const { data } = good.json<{ data: Consignment }>();
    expect(data.dangerousGoodsDeclaration).toEqual({
      excludesDangerousGoods: false,
      emergencyContact: EMERGENCY_CONTACT,
    });
    const read = await w.alice.get(`${CONSIGNMENTS}/${data.id}`);
    expect(read.json<{ data: Consignment }>().data.dangerousGoodsDeclaration.emergencyContact).toEqual(
      EMERGENCY_CONTACT,
    );
  });

  it('refuses an emergency contact on a consignment without dangerous goods, with a pointer (issue 24)', async () => {
    const contact = { dangerousGoodsDeclaration: { emergencyContact: EMERGENCY_CONTACT } };
    const refused = await attempt(w.alice, contact, [carton]);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused.json())).toEqual([
      {
        pointer: '/data/attributes/dangerousGoodsDeclaration/emergencyContact',
        detail:
          'an emergency contact is only for a consignment with dangerous goods: remove it, or add the dangerous goods',
        code: 'validationError',
      },
    ]);
    // notifiable goods alone may name one: their DG summary prints it
    const notifiable = { ...dgLine, dangerousGoods: [{ ...paint, notifiable: true }] };
    expect((await attempt(w.alice, contact, [notifiable])).statusCode).toBe(201);
    // and without one, as the web form sends it
    const none = { dangerousGoodsDeclaration: { emergencyContact: null } };
    expect((await attempt(w.alice, none, [carton])).statusCode).toBe(201);
  });

  it('records the site’s first dangerous goods consignment, a record no setting clears (L30, M41)', async () => {
    const hasTransacted = async () => {
      const [site] = await w.t.database.db
        .select({ value: sites.dangerousGoodsHasTransacted })
        .from(sites)
        .where(eq(sites.id, w.world.ids.melbourne));
      return site?.value;
    };
    await updateSite(w.t.database.db, w.world.ids.melbourne, { dangerousGoodsHasTransacted: false });
    await book(w.alice, w.booking);
    expect(await hasTransacted()).toBe(false);
    await book(w.alice, { ...w.booking, lineItems: [dgLine] });
    expect(await hasTransacted()).toBe(true);
    await expect(
      setSiteFlags(w.world.deps, { site: w.world.ids.melbourne, dangerousGoodsHasTransacted: false }),
    ).rejects.toMatchObject({ status: 422 });
    // switching the feature off leaves the record, so past dangerous goods consignments stay visible
    await setSiteFlags(w.world.deps, { site: w.world.ids.melbourne, dangerousGoodsTransacting: false });
    try {
      expect(await hasTransacted()).toBe(true);
    } finally {
      await setSiteFlags(w.world.deps, { site: w.world.ids.melbourne, dangerousGoodsTransacting: true });
    }
  });

  it('shows a consignment with dangerous goods only while the feature is on or was used (M41)', async () => {
    const { consignment } = await book(w.alice, { ...w.booking, lineItems: [dgLine] });
    await updateSite(w.t.database.db, w.world.ids.melbourne, {
      dangerousGoodsTransacting: false,
      dangerousGoodsHasTransacted: false,
    });
    try {
      const res = await w.alice.get(`${CONSIGNMENTS}/${consignment.id}`);
      expect(res.statusCode).toBe(403);
      expect(errorsOf(res.json())[0]?.detail).toBe(dangerousGoodsPresetMessages.notAvailable);
      await updateSite(w.t.database.db, w.world.ids.melbourne, { dangerousGoodsHasTransacted: true });
      expect((await w.alice.get(`${CONSIGNMENTS}/${consignment.id}`)).statusCode).toBe(200);
    } finally {
      await updateSite(w.t.database.db, w.world.ids.melbourne, { dangerousGoodsTransacting: true });
    }
  });

  it('masks the price on a site that masks prices (L24)', async () => {
    const sydney = { ...w.booking, siteId: w.world.ids.sydney };
    const { consignment } = await book(w.alice, sydney);
    expect(consignment.price).toEqual({ cost: null, isMasked: true, freightRecoveryAmount: null });
    expect(consignment.payerAccount).toBe('TRC-SYD');
  });

  it('creates nothing on a suspended site (spec 4)', async () => {
    const res = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(
        { ...w.booking, siteId: w.world.ids.suspended },
        '00000000-0000-4000-8000-000000000000',
      ),
    );
    expect(res.statusCode).toBe(403);
  });

  it('takes delivery time slots only on a site with them, and charges for them', async () => {
    const slot = {
      startDate: '2026-03-11',
      endDate: '2026-03-11',
      startTime: '09:00',
      endTime: '08:00',
      timeZone: 'Australia/Adelaide',
    };
    const backwards = await attempt(w.alice, {
      receiver: { name: 'R', addressId: w.booking.receiverAddressId, deliveryTimeSlot: slot },
    });
    expectFirstError(
      backwards,
      '/data/attributes/receiver/deliveryTimeSlot/endTime',
      'end time must be after start time',
    );
    const sydney = { ...w.booking, siteId: w.world.ids.sydney };
    const set = await quoteFor(w.alice, sydney);
    const disabled = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(sydney, set.quotes[0]?.id ?? '', {
        receiver: {
          name: 'R',
          addressId: w.booking.receiverAddressId,
          deliveryTimeSlot: { ...slot, endTime: '12:00' },
        },
      }),
    );
    expect(disabled.statusCode).toBe(422);
    expect(errorsOf(disabled.json())[0]?.pointer).toBe('/data/attributes/receiver/deliveryTimeSlot');
    // M30, M31: the zone must be one the window can be read in; recurrences count the days of the range
    for (const [bad, pointer] of [
      [{ ...slot, endTime: '12:00', timeZone: 'Nowhere/Zone' }, 'timeZone'],
      [{ ...slot, endTime: '12:00', recurrences: 7 }, 'recurrences'],
    ] as const) {
      const refused = await attempt(w.alice, {
        receiver: { name: 'R', addressId: w.booking.receiverAddressId, deliveryTimeSlot: bad },
      });
      expect(refused.statusCode).toBe(422);
      expect(errorsOf(refused.json())[0]?.pointer).toBe(
        `/data/attributes/receiver/deliveryTimeSlot/${pointer}`,
      );
    }
    const good = { ...slot, endDate: '2026-03-18', endTime: '12:00', recurrences: 7 };
    const slotted = await quoteFor(w.alice, w.booking, { deliveryTimeSlot: good });
    const created = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody(
        w.booking,
        slotted.quotes.find((q) => q.agreedService.carrierName === 'Test Road Co')?.id ?? '',
        {
          receiver: { name: 'R', addressId: w.booking.receiverAddressId, deliveryTimeSlot: good },
        },
      ),
    );
    expect(created.statusCode).toBe(201);
    const consignment = created.json<{ data: Consignment }>().data;
    expect(consignment.receiver.deliveryTimeSlot).toMatchObject({
      window: '2026-03-11T09:00:00+10:30/PT3H',
      recurrences: 7,
    });
    // the slot's surcharge is in the server's price
    expect(consignment.price.cost?.chargesBreakdown.map((line) => line.code)).toContain('deliveryTimeSlot');
  });
});
