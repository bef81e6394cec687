import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { and, eq } from 'drizzle-orm';
import { formConfigurations } from '../../db/schema';
import { createOrganisation, createSite } from '../../testing/fixtures';
import { createTestDatabase } from '../../testing/test-database';
import { adminRunner, itRefusesBeforeConnecting } from '../testing/admin-runner';

let database: Database | undefined;
let siteId = 0;
const { admin, ok } = adminRunner(() => database);

describe('site:recovery arguments', () => {
  itRefusesBeforeConnecting([
    [
      ['site:recovery', '--site', 'Geelong'],
      'admin site:recovery: --recovery is required (none, fixedAmount, markupAmount, markupPercentage)',
    ],
    [
      ['site:recovery', '--site', 'Geelong', '--recovery', 'fixedAmount'],
      'admin site:recovery: --value is required with --recovery fixedAmount',
    ],
    [
      ['site:recovery', '--site', 'Geelong', '--recovery', 'none', '--value', '3'],
      'admin site:recovery: --value is not taken with --recovery none',
    ],
    [
      ['site:recovery', '--site', 'Geelong', '--recovery', 'markupAmount', '--value', '1.234'],
      "admin site:recovery: --value takes dollars, e.g. 5.50; got '1.234'",
    ],
    [
      ['site:recovery', '--site', 'Geelong', '--recovery', 'markupPercentage', '--value', 'ten'],
      "admin site:recovery: --value takes a percentage such as 12.5; got 'ten'",
    ],
    [
      ['site:recovery', '--site', 'Geelong', '--recovery', 'none', '--type', 'sideways'],
      "admin site:recovery: --type must be one of outbound, inbound, transfer, any; got 'sideways'",
    ],
  ]);
});

describe('site:recovery', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const org = await createOrganisation(database.db, 'Acme');
    siteId = (await createSite(database.db, org.id, 'Geelong')).id;
  });
  afterAll(async () => database?.close());

  const stored = async (resource: 'consignment' | 'estimate', type: 'outbound' | 'any') => {
    if (!database) throw new Error('no database');
    const [row] = await database.db
      .select()
      .from(formConfigurations)
      .where(
        and(
          eq(formConfigurations.siteId, siteId),
          eq(formConfigurations.resourceType, resource),
          eq(formConfigurations.movementType, type),
        ),
      );
    return row?.shippingCostRecovery;
  };

  it('sets a fixed amount in cents for consignments of any type by default', async () => {
    expect(
      await ok(['site:recovery', '--site', 'Geelong', '--recovery', 'fixedAmount', '--value', '7.50']),
    ).toEqual([`Site ${siteId} 'Geelong': consignments of type any default to fixedAmount $7.50`]);
    expect(await stored('consignment', 'any')).toEqual({ type: 'fixedAmount', value: 750 });
  });

  it('sets a markup percentage for one resource and movement type, and back to none', async () => {
    const argv = ['site:recovery', '--site', String(siteId), '--resource', 'estimate', '--type', 'outbound'];
    expect(await ok([...argv, '--recovery', 'markupPercentage', '--value', '12.5'])).toEqual([
      `Site ${siteId} 'Geelong': estimates of type outbound default to markupPercentage 12.5%`,
    ]);
    expect(await stored('estimate', 'outbound')).toEqual({ type: 'markupPercentage', value: 12.5 });
    await ok([...argv, '--recovery', 'none']);
    expect(await stored('estimate', 'outbound')).toEqual({ type: 'none', value: null });
  });

  it('exits 1 naming an unknown site', async () => {
    const { code, err } = await admin(['site:recovery', '--site', 'Nowhere', '--recovery', 'none']);
    expect(code).toBe(1);
    expect(err[0]).toContain("Site 'Nowhere' not found");
  });
});
