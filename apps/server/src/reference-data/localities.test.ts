import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database';
import { localities } from '../db/schema';
import { loadLocalities, suburbTitleCase, toLocalityRows } from './localities';

describe('suburbTitleCase', () => {
  it.each([
    ['PORT MELBOURNE', 'Port Melbourne'],
    ['ST KILDA EAST', 'St Kilda East'],
    ['MCMAHONS POINT', 'McMahons Point'],
    ['MACQUARIE PARK', 'Macquarie Park'],
    ["O'CONNOR", "O'Connor"],
    ['O\u2019REILLY', "O'Reilly"],
    ["STUN'SAIL BOOM", "Stun'sail Boom"],
    ['KINGSTON-ON-MURRAY', 'Kingston-on-Murray'],
    ['EAGLE ON THE HILL', 'Eagle on the Hill'],
    ['THE GAP', 'The Gap'],
    ['DARWIN MC', 'Darwin MC'],
    ['HMAS CERBERUS', 'HMAS Cerberus'],
    ['BROWNLOW KI', 'Brownlow KI'],
    ['KI KI', 'Ki Ki'],
    ['ERNABELLA (PUKATJA)', 'Ernabella (Pukatja)'],
    ['Australian National University', 'Australian National University'],
  ])('%s -> %s', (raw, expected) => {
    expect(suburbTitleCase(raw)).toBe(expected);
  });
});

describe('toLocalityRows', () => {
  it('skips records without a postcode or locality, drops repeated ids and empty charge zones', () => {
    const rows = toLocalityRows([
      {
        id: 1,
        postcode: '3000',
        locality: 'MELBOURNE',
        state: 'VIC',
        lat: -37.8,
        long: 144.9,
        chargezone: 'V1',
      },
      {
        id: 1,
        postcode: '3001',
        locality: 'MELBOURNE',
        state: 'VIC',
        lat: -37.8,
        long: 144.9,
        chargezone: 'V1',
      },
      { id: 2, postcode: '', locality: 'NOWHERE', state: 'VIC' },
      { id: 3, postcode: '3002', locality: ' ', state: 'VIC' },
      {
        id: 4,
        postcode: '8383',
        locality: 'MELBOURNE',
        state: 'VIC',
        lat: -37.8,
        long: 144.9,
        chargezone: '',
      },
    ]);
    expect(rows).toEqual([
      {
        id: 1,
        suburb: 'Melbourne',
        postcode: '3000',
        state: 'VIC',
        latitude: -37.8,
        longitude: 144.9,
        chargeZone: 'V1',
      },
      {
        id: 4,
        suburb: 'Melbourne',
        postcode: '8383',
        state: 'VIC',
        latitude: -37.8,
        longitude: 144.9,
        chargeZone: null,
      },
    ]);
  });
});

describe('loadLocalities', () => {
  const database = useTestDatabase();

  it('loads the package data once', async () => {
    const loaded = await loadLocalities(database.db);
    expect(loaded).toBeGreaterThan(18_000);
    expect(await loadLocalities(database.db)).toBe(0);

    const [melbourne] = await database.db
      .select()
      .from(localities)
      .where(
        and(eq(localities.suburb, 'Melbourne'), eq(localities.postcode, '3000'), eq(localities.state, 'VIC')),
      );
    expect(melbourne?.chargeZone).toMatch(/^V\d$/);
    expect(melbourne?.latitude).toBeCloseTo(-37.81, 1);

    const [portMelbourne] = await database.db
      .select()
      .from(localities)
      .where(and(eq(localities.suburb, 'Port Melbourne'), eq(localities.postcode, '3207')));
    expect(portMelbourne).toBeDefined();
  });
});
