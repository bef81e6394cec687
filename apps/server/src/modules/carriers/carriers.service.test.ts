import { beforeAll, describe, expect, it } from 'vitest';
import { fuelLevies, serviceSurcharges } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { useTestDatabase } from '../../testing/test-database';
import { createOrganisation, createSite } from '../../testing/fixtures';
import { lane } from '../../testing/test-carriers';
import * as carriers from './carriers.service';

let deps: carriers.CarrierDeps;
let siteId: number;

const database = useTestDatabase();
beforeAll(async () => {
  deps = { db: database.db, clock: systemClock };
  const org = await createOrganisation(database.db, 'Acme');
  siteId = (await createSite(database.db, org.id, 'Depot')).id;
});

describe('carriers and services', () => {
  it('adds a carrier with its contact, prefix and tracking link, once', async () => {
    const carrier = await carriers.addCarrier(deps, {
      name: 'Swift Freight',
      contactEmail: 'ops@swift.example',
      consignmentPrefix: 'swf',
      trackingUrlTemplate: 'https://swift.example/track/{consignmentNumber}',
    });
    expect(carrier).toMatchObject({
      name: 'Swift Freight',
      consignmentPrefix: 'SWF',
      consignmentSequence: 0,
    });
    await expect(carriers.addCarrier(deps, { name: 'swift freight' })).rejects.toMatchObject({ status: 409 });
    await expect(carriers.addCarrier(deps, { name: 'X', contactEmail: 'nope' })).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      carriers.addCarrier(deps, { name: 'X', trackingUrlTemplate: 'https://x.example' }),
    ).rejects.toMatchObject({
      status: 422,
    });
  });

  it('adds services with a cubic conversion by mode and pickup cut-offs', async () => {
    const { service } = await carriers.addService(deps, {
      carrier: 'Swift Freight',
      name: 'Air Express',
      mode: 'express',
      pickupBookingCutoff: '14:30',
      pickupCutoff: '17:00',
      pickupWindowMinimumMinutes: 90,
    });
    expect(service).toMatchObject({
      mode: 'express',
      cubicConversionKgPerM3: 333,
      pickupBookingCutoff: '14:30',
      pickupWindowMinimumMinutes: 90,
    });
    const road = await carriers.addService(deps, { carrier: 'Swift Freight', name: 'Road', mode: 'road' });
    expect(road.service.cubicConversionKgPerM3).toBe(250);
    await expect(
      carriers.addService(deps, { carrier: 'Swift Freight', name: 'road', mode: 'road' }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      carriers.addService(deps, { carrier: 'Nobody', name: 'Road', mode: 'road' }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      carriers.addService(deps, { carrier: 'Swift Freight', name: 'Sea', mode: 'boat' }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      carriers.addService(deps, {
        carrier: 'Swift Freight',
        name: 'Late',
        mode: 'road',
        pickupCutoff: '25:00',
      }),
    ).rejects.toMatchObject({ status: 422 });
    const listing = await carriers.listCarriers(deps);
    expect(listing[0]?.services.map((s) => s.name)).toEqual(['Air Express', 'Road']);
  });

  it('sets fuel levies by date and surcharges, and removes a surcharge', async () => {
    await carriers.setFuelLevy(deps, {
      carrier: 'Swift Freight',
      percent: 15.25,
      effectiveFrom: '2026-01-01',
    });
    await carriers.setFuelLevy(deps, { carrier: 'Swift Freight', percent: 16, effectiveFrom: '2026-01-01' });
    await carriers.setFuelLevy(deps, {
      carrier: 'Swift Freight',
      service: 'Road',
      percent: 12,
      effectiveFrom: '2026-02-01',
    });
    const levies = await database.db.select().from(fuelLevies);
    expect(levies.map((l) => [l.carrierServiceId === null, l.effectiveFrom, Number(l.percent)])).toEqual([
      [true, '2026-01-01', 16],
      [false, '2026-02-01', 12],
    ]);
    await expect(
      carriers.setFuelLevy(deps, { carrier: 'Swift Freight', percent: 101, effectiveFrom: '2026-01-01' }),
    ).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      carriers.setFuelLevy(deps, { carrier: 'Swift Freight', percent: 5, effectiveFrom: '2026-02-30' }),
    ).rejects.toMatchObject({
      status: 422,
    });

    await carriers.setSurcharge(deps, {
      carrier: 'Swift Freight',
      service: 'Road',
      code: 'tailgate',
      amountCents: 3000,
    });
    await carriers.setSurcharge(deps, {
      carrier: 'Swift Freight',
      service: 'Road',
      code: 'tailgate',
      amountCents: 3300,
      basis: 'perItem',
    });
    expect(await database.db.select().from(serviceSurcharges)).toMatchObject([
      { code: 'tailgate', amountCents: 3300, basis: 'perItem' },
    ]);
    const removed = await carriers.setSurcharge(deps, {
      carrier: 'Swift Freight',
      service: 'Road',
      code: 'tailgate',
      amountCents: null,
    });
    expect(removed.removed).toBe(true);
    await expect(
      carriers.setSurcharge(deps, {
        carrier: 'Swift Freight',
        service: 'Road',
        code: 'fragile',
        amountCents: 1,
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('grants an agreed service to a site, and re-activates it rather than granting it twice', async () => {
    const first = await carriers.grantAgreedService(deps, {
      site: 'depot',
      carrier: 'Swift Freight',
      service: 'Road',
      carrierChargeAccount: 'ACC-9',
    });
    expect(first).toMatchObject({
      created: true,
      agreed: {
        name: 'Swift Freight Road',
        carrierChargeAccount: 'ACC-9',
        carrierServiceProviderType: 'carrier',
        isActive: true,
      },
    });
    await carriers.setAgreedServiceActive(deps, { id: first.agreed.id, active: false });
    expect(await carriers.activeAgreedServiceIds(database.db, siteId)).toEqual(new Set());
    const again = await carriers.grantAgreedService(deps, {
      site: siteId,
      carrier: 'Swift Freight',
      service: 'Road',
      carrierChargeAccount: 'ACC-9',
      name: 'Swift Road',
    });
    expect(again).toMatchObject({
      created: false,
      agreed: { id: first.agreed.id, name: 'Swift Road', isActive: true },
    });
    await expect(
      carriers.grantAgreedService(deps, {
        site: 'Nowhere',
        carrier: 'Swift Freight',
        service: 'Road',
        carrierChargeAccount: 'A',
      }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(carriers.setAgreedServiceActive(deps, { id: 999_999, active: true })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('refuses a rate card the engine would not accept', async () => {
    await expect(
      carriers.saveRateCard(deps, {
        carrier: 'Swift Freight',
        service: 'Road',
        account: null,
        effectiveFrom: '2026-01-01',
        // a basic charge in part cents
        lanes: [lane('V1', 'S1', 1.5, 10, 100, 1)],
      }),
    ).rejects.toMatchObject({ status: 422, pointer: '/lanes/0' });
  });
});
