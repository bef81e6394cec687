import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { createOrganisation, createSite } from '../../testing/fixtures';
import { createTestDatabase } from '../../testing/test-database';
import { adminRunner, itRefusesBeforeConnecting } from '../testing/admin-runner';

let database: Database | undefined;
let dir: string;

const { admin, ok } = adminRunner(
  () => database,
  () => dir,
);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'carrier-cli-'));
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('carrier commands: arguments', () => {
  itRefusesBeforeConnecting([
    [['carrier:add'], 'admin carrier:add: --name is required'],
    [
      ['carrier:service', '--carrier', 'A', '--name', 'B', '--mode', 'boat'],
      "admin carrier:service: --mode must be one of road, express, overnight, air, courier; got 'boat'",
    ],
    [
      ['carrier:rates', '--file', 'x.csv', '--effective', '1/7/2026'],
      "admin carrier:rates: --effective takes a date, YYYY-MM-DD; got '1/7/2026'",
    ],
    [
      ['carrier:rates', '--file', '/nonexistent/rates.csv', '--effective', '2026-07-01'],
      expect.stringMatching(/^admin carrier:rates: cannot read \/nonexistent\/rates.csv: /),
    ],
    [
      ['carrier:fuel', '--carrier', 'A', '--percent', 'lots', '--effective', '2026-07-01'],
      "admin carrier:fuel: --percent takes a number such as 15.5; got 'lots'",
    ],
    [
      ['carrier:surcharge', '--carrier', 'A', '--service', 'B', '--code', 'tailgate'],
      'admin carrier:surcharge: give either --amount or --remove',
    ],
    [
      ['carrier:surcharge', '--carrier', 'A', '--service', 'B', '--code', 'tailgate', '--amount', '1.234'],
      "admin carrier:surcharge: --amount takes dollars, e.g. 5.50; got '1.234'",
    ],
    [['carrier:agreed', '--id', '3'], 'admin carrier:agreed: --active is required (on, off)'],
  ]);
});

describe('carrier commands', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const org = await createOrganisation(database.db, 'Acme');
    await createSite(database.db, org.id, 'Geelong');
  });

  it('adds a carrier and a service, imports rates, sets levies and surcharges, and grants the service', async () => {
    expect(
      await ok(['carrier:add', '--name', 'Swift Freight', '--email', 'ops@swift.example', '--prefix', 'SWF']),
    ).toEqual(["Added carrier 1 'Swift Freight'"]);
    expect(
      await ok([
        'carrier:service',
        '--carrier',
        'Swift Freight',
        '--name',
        'Road',
        '--mode',
        'road',
        '--booking-cutoff',
        '14:00',
      ]),
    ).toEqual(["Added service 1 'Road' (road, cubic 250) to Swift Freight"]);
    const file = join(dir, 'rates.csv');
    await writeFile(
      file,
      'carrier,account,service,from zone,to zone,reciprocal,cubic conversion,basic,minimum,0,100,transit days\n' +
        'Swift Freight,,Road,V1,S1,Y,,7.50,11,0.26,0.22,2\nSwift Freight,,Road,V1,N1,Y,,8,12,0.30,,2\n',
    );
    expect(await ok(['carrier:rates', '--file', file, '--effective', '2026-07-01'])).toEqual([
      'Imported 1 rate card (2 lanes) effective 2026-07-01',
      'carrier        service  account  lanes',
      'Swift Freight  Road     (all)    2',
    ]);
    expect(
      await ok([
        'carrier:fuel',
        '--carrier',
        'Swift Freight',
        '--percent',
        '15.5',
        '--effective',
        '2026-07-01',
      ]),
    ).toEqual(['Fuel levy of Swift Freight is 15.5% from 2026-07-01']);
    const heavyItem = [
      'carrier:surcharge',
      '--carrier',
      'Swift Freight',
      '--service',
      'Road',
      '--code',
      'heavyItem',
    ];
    expect(await ok([...heavyItem, '--amount', '12', '--basis', 'perItem'])).toEqual([
      'Set Swift Freight Road heavyItem to $12.00 perItem',
    ]);
    expect(await ok([...heavyItem, '--remove'])).toEqual(['Removed Swift Freight Road heavyItem']);
    expect(
      await ok([
        'carrier:grant',
        '--site',
        'Geelong',
        '--carrier',
        'Swift Freight',
        '--service',
        'Road',
        '--account',
        'SWF-001',
      ]),
    ).toEqual(["Granted agreed service 1 'Swift Freight Road' (account SWF-001) to site 1 'Geelong'"]);
    expect(await ok(['carrier:agreed', '--id', '1', '--active', 'off'])).toEqual([
      "Agreed service 1 'Swift Freight Road' is now inactive",
    ]);
    expect(await ok(['carrier:list'])).toEqual([
      'carrier        id  sscc      service  service id  mode  cubic  rate cards',
      'Swift Freight  1   required  Road     1           road  250    1',
    ]);
    expect(await ok(['carrier:sscc', '--carrier', 'Swift Freight', '--required', 'off'])).toEqual([
      "Carrier 1 'Swift Freight' takes labels without SSCCs from organisations without a GS1 company prefix",
    ]);
    expect((await ok(['carrier:list']))[1]).toMatch(/^Swift Freight\s+1\s+optional\s+Road/);
    expect(await ok(['carrier:sscc', '--carrier', '1', '--required', 'on'])).toEqual([
      "Carrier 1 'Swift Freight' needs an SSCC on every label",
    ]);
  });

  it('prints a refused rate card with every problem by line and exits 1', async () => {
    const file = join(dir, 'bad.csv');
    await writeFile(
      file,
      'carrier,account,service,from zone,to zone,reciprocal,cubic conversion,basic,minimum,0\nSwift Freight,,Road,V1,S1,Y,,abc,11,0.26\n',
    );
    const { code, err } = await admin([
      'carrier:rates',
      '--file',
      file,
      '--effective',
      '2026-07-01',
      '--transit-days',
      '2',
    ]);
    expect(code).toBe(1);
    expect(err).toEqual([
      "admin carrier:rates: nothing imported, 1 problem:\nline 2: basic must be an amount in dollars, got 'abc'",
    ]);
  });
});
