import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database';
import { verifyPassword } from '../platform/security/passwords';
import { credentials, memberships, organisations, sites, userMfa, users } from '../db/schema';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemoData } from './demo';

const database = useTestDatabase();

const demoSites = ['Melbourne DC', 'Perth Store', 'Sydney Warehouse', 'Wacol Depot'];

async function userNamed(username: string) {
  const db = database.db;
  const [row] = await db
    .select({ user: users, credential: credentials, mfa: userMfa })
    .from(users)
    .leftJoin(credentials, eq(credentials.userId, users.id))
    .leftJoin(userMfa, eq(userMfa.userId, users.id))
    .where(eq(users.username, username));
  if (!row) throw new Error(`no ${username}`);
  const held = await db
    .select({ name: sites.name, dg: memberships.canTransactDangerousGoods })
    .from(memberships)
    .innerJoin(sites, eq(sites.id, memberships.siteId))
    .where(eq(memberships.userId, row.user.id))
    .orderBy(asc(sites.name));
  return { ...row, sites: held.map((s) => s.name), dangerousGoods: held.map((s) => s.dg) };
}

describe('seedDemoData', () => {
  it('creates the demo organisations, sites and users, then does nothing the second time', async () => {
    expect(await seedDemoData(database.db)).toBe(true);
    expect(await seedDemoData(database.db)).toBe(false);

    const orgs = await database.db.select().from(organisations).orderBy(asc(organisations.name));
    expect(orgs.map((o) => [o.name, o.status])).toEqual([
      ['Demo Freight Co', 'transacting'],
      ['Second Org Pty Ltd', 'transacting'],
    ]);
    const allSites = await database.db
      .select({ org: organisations.name, site: sites })
      .from(sites)
      .innerJoin(organisations, eq(organisations.id, sites.organisationId))
      .orderBy(asc(organisations.name), asc(sites.name));
    expect(allSites.map((s) => [s.org, s.site.name, s.site.status])).toEqual([
      ['Demo Freight Co', 'Melbourne DC', 'transacting'],
      ['Demo Freight Co', 'Perth Store', 'onboarding'],
      ['Demo Freight Co', 'Sydney Warehouse', 'transacting'],
      ['Demo Freight Co', 'Wacol Depot', 'suspended'],
      ['Second Org Pty Ltd', 'Adelaide Hub', 'transacting'],
    ]);
    const names = (
      await database.db.select({ u: users.username }).from(users).orderBy(asc(users.username))
    ).map((r) => r.u);
    expect(names).toEqual(['demo', 'demo.mfa', 'demo.new', 'demo.terms', 'other']);
  });

  it('configures Melbourne DC and Sydney Warehouse as the issue asks', async () => {
    const [melbourne] = await database.db.select().from(sites).where(eq(sites.name, 'Melbourne DC'));
    expect(melbourne).toMatchObject({
      dangerousGoodsTransacting: true,
      dangerousGoodsNotifiable: true,
      orderIntegrationEnabled: true,
      orderConsolidationEnabled: true,
      importEnabled: true,
      importTransferPolicy: 'manual',
      costCentreRequired: false,
      deliveryTimeSlotsEnabled: true,
      palletManagementEnabled: true,
      allowedPalletTypes: ['chep', 'loscam'],
    });
    expect(melbourne?.costCentres).toHaveLength(3);
    expect(melbourne?.packagingTypes).toHaveLength(11);
    const [sydney] = await database.db.select().from(sites).where(eq(sites.name, 'Sydney Warehouse'));
    expect(sydney).toMatchObject({ costCentreRequired: true, priceMaskingEnabled: false });
    expect(sydney?.costCentres).toHaveLength(2);
  });

  it('gives demo all four sites, dangerous goods, a phone and the demo password', async () => {
    const demo = await userNamed('demo');
    expect(demo.user).toMatchObject({
      fullName: 'Dana Demo',
      email: 'demo@example.com',
      phone: '0391234567',
    });
    expect(demo.user.acceptedTermsAt).toBeInstanceOf(Date);
    expect(demo.sites).toEqual(demoSites);
    expect(demo.dangerousGoods.every(Boolean)).toBe(true);
    expect(demo.credential?.isTemporary).toBe(false);
    expect(await verifyPassword(demo.credential?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('gives demo.mfa TOTP, preferred, with the fixed secret', async () => {
    const mfa = await userNamed('demo.mfa');
    expect(mfa.sites).toEqual(demoSites);
    expect(mfa.mfa).toMatchObject({
      preferred: 'TOTP',
      totpEnabled: true,
      smsEnabled: false,
      totpSecret: DEMO_TOTP_SECRET,
    });
    expect(mfa.user.acceptedTermsAt).not.toBeNull();
  });

  it('gives demo.new a temporary password', async () => {
    const fresh = await userNamed('demo.new');
    expect(fresh.sites).toEqual(demoSites);
    expect(fresh.credential?.isTemporary).toBe(true);
    expect(await verifyPassword(fresh.credential?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(fresh.user.acceptedTermsAt).not.toBeNull();
  });

  it('leaves demo.terms without accepted terms and other in Second Org only', async () => {
    const terms = await userNamed('demo.terms');
    expect(terms.sites).toEqual(demoSites);
    expect(terms.user.acceptedTermsAt).toBeNull();
    const other = await userNamed('other');
    expect(other.sites).toEqual(['Adelaide Hub']);
    expect(other.user.acceptedTermsAt).not.toBeNull();
    expect(other.user.email).toBe('other@example.com');
  });
});
