import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateCardLanes, rateCards } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { AppError } from '../../platform/errors/app-error';
import { useTestDatabase } from '../../testing/test-database';
import * as carriers from './carriers.service';

let deps: carriers.CarrierDeps;

const database = useTestDatabase();
beforeAll(async () => {
  deps = { db: database.db, clock: systemClock };
  await carriers.addCarrier(deps, { name: 'Acme Freight' });
  await carriers.addService(deps, { carrier: 'Acme Freight', name: 'Road', mode: 'road' });
  await carriers.addService(deps, { carrier: 'Acme Freight', name: 'Express', mode: 'express' });
});

const header =
  'Carrier,Account,Service,From Zone,To Zone,Reciprocal,Cubic Conversion,Basic,Minimum,0,100kg,500+,Transit Days';

async function refusal(csv: string, transitDays?: number): Promise<string> {
  try {
    await carriers.importRateCardCsv(deps, { csv, effectiveFrom: '2026-07-01', transitDays });
  } catch (error) {
    if (error instanceof AppError) return error.detail ?? '';
    throw error;
  }
  throw new Error('imported');
}

const laneCount = async () => (await database.db.select().from(rateCardLanes)).length;

describe('importRateCardCsv', () => {
  it('imports one card per carrier, service and account, in dollars, with weight breaks and transit days', async () => {
    const csv = [
      header,
      'Acme Freight,,Road,v1,S1,Y,,7.50,11.00,0.26,0.24,0.20,2',
      'Acme Freight,,Road,V1,W1,N,250,13,22,0.68,,0.55,6',
      'acme freight,ACC-1,road,V1,S1,yes,,6.00,10,0.2,,,3',
      'Acme Freight,,Express,V1,S1,Y,333,12,15,0.40,,,1',
    ].join('\n');
    const result = await carriers.importRateCardCsv(deps, {
      csv,
      effectiveFrom: '2026-07-01',
      source: 'rates.csv',
    });
    expect(result).toEqual({
      cards: [
        { carrier: 'Acme Freight', service: 'Road', account: null, lanes: 2 },
        { carrier: 'Acme Freight', service: 'Road', account: 'ACC-1', lanes: 1 },
        { carrier: 'Acme Freight', service: 'Express', account: null, lanes: 1 },
      ],
      lanes: 4,
    });
    const [lane] = await database.db
      .select()
      .from(rateCardLanes)
      .where(eq(rateCardLanes.toZone, 'S1'))
      .limit(1);
    expect(lane).toMatchObject({
      fromZone: 'V1',
      reciprocal: true,
      basicCents: 750,
      ratePerKgCents: 26,
      minimumCents: 1100,
      weightBreaks: [
        { fromKg: 100, ratePerKgCents: 24 },
        { fromKg: 500, ratePerKgCents: 20 },
      ],
      transitBusinessDays: 2,
      cubicConversionKgPerM3: null,
    });
  });

  it('replaces a card of the same service, account and date, and keeps other dates', async () => {
    const csv = [header, 'Acme Freight,,Express,V1,S1,Y,,12.50,15,0.42,,,1'].join('\n');
    await carriers.importRateCardCsv(deps, { csv, effectiveFrom: '2026-07-01' });
    await carriers.importRateCardCsv(deps, { csv, effectiveFrom: '2026-10-01' });
    const cards = await database.db.select().from(rateCards);
    expect(cards.map((c) => [c.carrierChargeAccount, c.effectiveFrom]).sort()).toEqual(
      [
        ['ACC-1', '2026-07-01'],
        [null, '2026-07-01'],
        [null, '2026-07-01'],
        [null, '2026-10-01'],
      ].sort(),
    );
  });

  it('reports every bad row by line number and imports nothing', async () => {
    const before = await laneCount();
    const csv = [
      header,
      'Acme Freight,,Road,V1,N1,Y,,7.50,11,0.26,,,2',
      'Acme Freight,,Road,V1,N1,Y,,7.50,11,0.26,,,2',
      'Acme Freight,,Road,V1,Q1,maybe,,7.5.0,eleven,,0.1,,x',
      'Acme Freight,,Road,,Q1,N,,1,1,0.1,,,1',
      'Nobody,,Road,V1,T1,N,,1,1,0.1,,,1',
      'Acme Freight,,Air,V1,T1,N,,1,1,0.1,,,1',
    ].join('\r\n');
    expect(await refusal(csv)).toBe(
      [
        'nothing imported, 9 problems:',
        'line 3: Lane V1 -> N1 repeats lane 0',
        "line 4: reciprocal must be Y or N, got 'maybe'",
        "line 4: basic must be an amount in dollars, got '7.5.0'",
        "line 4: minimum must be an amount in dollars, got 'eleven'",
        "line 4: transit days must be a whole number of business days, got 'x'",
        'line 4: the 0 kg rate per kg is required',
        'line 5: From zone and to zone are required',
        "line 6: no carrier named 'Nobody'",
        "line 7: Acme Freight has no service named 'Air'",
      ].join('\n'),
    );
    expect(await laneCount()).toBe(before);
  });

  it('checks the header, and needs transit days from the file or the command', async () => {
    expect(await refusal('Carrier,Service,From Zone\nx,y,z')).toContain("line 1: missing column 'account'");
    expect(await refusal(`${header},Colour\nAcme Freight,,Road,V1,S1,Y,,1,1,0.1,,,1,red`)).toContain(
      "line 1: unknown column 'Colour'",
    );
    const noTransit =
      'Carrier,Account,Service,From Zone,To Zone,Reciprocal,Cubic Conversion,Basic,Minimum,0\nAcme Freight,,Road,V1,T1,N,,1,1,0.1';
    expect(await refusal(noTransit)).toBe(
      'nothing imported, 1 problem:\nline 2: transit days are missing: add a transit days column or give --transit-days',
    );
    const result = await carriers.importRateCardCsv(deps, {
      csv: noTransit,
      effectiveFrom: '2026-08-01',
      transitDays: 3,
    });
    expect(result.lanes).toBe(1);
  });
});
