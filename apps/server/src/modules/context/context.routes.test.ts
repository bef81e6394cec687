import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agreedServices, carriers, carrierServices } from '../../db/schema';
import { createOrganisation, createSite, createUser } from '../../testing/fixtures';
import { TestClient, signedInClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-world';

const GET_USER = `query getUser { getUser { user { id username acceptedTermsAt flags sites { id name status
  organisation { id name status } agreedServices { id name carrierServiceProviderType isActive carrier { id name } }
  packagingTypes { name description } costCentreConfiguration { required costCentres { code description } }
  consignmentImportConfiguration { enabled transferPolicy } orderConfiguration { integrationEnabled }
  palletManagement { enabled allowedPalletTypes preferredTransferType } dangerousGoods { isTransacting hasTransacted }
  userCanTransactWithDangerousGoods priceMaskingEnabled devFlags siteAccess { defaultPickupWindow { startTime durationMinutes } } } }
  packagingTypes } }`;
const ACCEPT_TERMS = 'mutation acceptTerms { acceptTerms { acceptedTermsAt } }';

let ids: { acme: number; melbourne: number; sydney: number; other: number; otherSite: number };

const t = useTestApp();
beforeAll(async () => {
  const db = t.database.db;
  const acme = await createOrganisation(db, 'Acme Freight');
  const zeta = await createOrganisation(db, 'Zeta Logistics');
  const sydney = await createSite(db, acme.id, 'Sydney Warehouse', {
    packagingTypes: ['Other', 'Satchel', 'Carton', 'Pallet'],
  });
  const melbourne = await createSite(db, acme.id, 'Melbourne DC', {
    costCentreRequired: true,
    costCentres: [{ code: 'CC1', description: 'Retail' }],
  });
  const other = await createOrganisation(db, 'Other Org');
  const otherSite = await createSite(db, other.id, 'Hidden Site');
  const zetaSite = await createSite(db, zeta.id, 'Alpha Yard');
  ids = {
    acme: acme.id,
    melbourne: melbourne.id,
    sydney: sydney.id,
    other: other.id,
    otherSite: otherSite.id,
  };
  await createUser(db, { username: 'alice', siteIds: [sydney.id, melbourne.id, zetaSite.id] });
  await createUser(db, { username: 'olly', siteIds: [otherSite.id] });
  await createUser(db, { username: 'newterms', acceptedTermsAt: null, siteIds: [sydney.id] });
  const [carrier] = await db.insert(carriers).values({ name: 'Roadrunner Express' }).returning();
  if (!carrier) throw new Error('no carrier');
  const [service] = await db
    .insert(carrierServices)
    .values({ carrierId: carrier.id, name: 'Road' })
    .returning();
  if (!service) throw new Error('no service');
  await db.insert(agreedServices).values([
    {
      siteId: melbourne.id,
      carrierServiceId: service.id,
      name: 'Road Express',
      carrierChargeAccount: 'ACC-1',
    },
    {
      siteId: otherSite.id,
      carrierServiceId: service.id,
      name: 'Secret Service',
      carrierChargeAccount: 'ACC-9',
    },
  ]);
});

const as = (username: string) => signedInClient(t.app, username);

describe('getUser', () => {
  it('returns the user with their sites, organisation first by name, and nothing of other organisations', async () => {
    const res = await (await as('alice')).graphql('getUser', GET_USER);
    expect(res.statusCode).toBe(200);
    const { user, packagingTypes } = res.json().data.getUser;
    expect(user.username).toBe('alice');
    expect(user.sites.map((s: { name: string }) => s.name)).toEqual([
      'Melbourne DC',
      'Sydney Warehouse',
      'Alpha Yard',
    ]);
    expect(res.body).not.toContain('Hidden Site');
    expect(res.body).not.toContain('Secret Service');
    expect(packagingTypes).toEqual([
      'Carton',
      'Satchel',
      'Pallet',
      'Skid',
      'Crate',
      'Stillage',
      'Bulky',
      'JiffyBag',
      'Bag',
      'Item',
      'Other',
    ]);

    const melbourne = user.sites[0];
    expect(melbourne.costCentreConfiguration).toEqual({
      required: true,
      costCentres: [{ code: 'CC1', description: 'Retail' }],
    });
    expect(melbourne.agreedServices).toEqual([
      {
        id: expect.any(String),
        name: 'Road Express',
        carrierServiceProviderType: 'carrier',
        isActive: true,
        carrier: { id: expect.any(String), name: 'Roadrunner Express' },
      },
    ]);
    expect(melbourne.consignmentImportConfiguration.transferPolicy).toBe('manual');
    expect(melbourne.siteAccess.defaultPickupWindow).toEqual({ startTime: '09:00', durationMinutes: 480 });
    const sydney = user.sites[1];
    expect(sydney.packagingTypes.map((p: { name: string }) => p.name)).toEqual([
      'Carton',
      'Pallet',
      'Satchel',
      'Other',
    ]);
  });

  it('accepts a tenant header for a held site or organisation', async () => {
    const client = await as('alice');
    expect(
      (await client.graphql('getUser', GET_USER, { 'x-tenant-id': `site-${ids.melbourne}` })).statusCode,
    ).toBe(200);
    expect((await client.graphql('getUser', GET_USER, { 'x-tenant-id': `org-${ids.acme}` })).statusCode).toBe(
      200,
    );
  });

  it("refuses another organisation's site and organisation with the spec's messages", async () => {
    const client = await as('alice');
    const site = await client.graphql('getUser', GET_USER, { 'x-tenant-id': `site-${ids.otherSite}` });
    expect(site.statusCode).toBe(403);
    expect(site.json().errors[0].message).toBe('Cannot access selected site');
    expect(site.json().data).toBeNull();
    const org = await client.graphql('getUser', GET_USER, { 'x-tenant-id': `org-${ids.other}` });
    expect(org.statusCode).toBe(403);
    expect(org.json().errors[0].message).toBe('Cannot access selected org');
  });

  it('answers a malformed query with 400, not 500', async () => {
    const res = await (await as('alice')).post('/api/org/graphql', { query: '{ getUser {' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBeDefined();
  });

  it('is 401 without a session', async () => {
    const res = await new TestClient(t.app).graphql('getUser', GET_USER);
    expect(res.statusCode).toBe(401);
  });

  it('has a REST fallback at GET /api/org/user with the same tenancy', async () => {
    const client = await as('olly');
    const res = await client.get('/api/org/user');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.sites.map((s: { name: string }) => s.name)).toEqual(['Hidden Site']);
    const denied = await client.get('/api/org/user', { 'x-tenant-id': `site-${ids.melbourne}` });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errors[0].detail).toBe('Cannot access selected site');
    const malformed = await client.get('/api/org/user', { 'x-tenant-id': 'planet-1' });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('acceptTerms', () => {
  it("records acceptance at the server's time and getUser then returns it", async () => {
    t.clock.set('2026-11-22T01:02:03.000Z');
    const client = await as('newterms');
    const before = await client.graphql('getUser', GET_USER);
    expect(before.json().data.getUser.user.acceptedTermsAt).toBeNull();
    const res = await client.graphql('acceptTerms', ACCEPT_TERMS);
    expect(res.json().data.acceptTerms).toEqual({ acceptedTermsAt: '2026-11-22T01:02:03.000Z' });
    const after = await client.graphql('getUser', GET_USER);
    expect(after.json().data.getUser.user.acceptedTermsAt).toBe('2026-11-22T01:02:03.000Z');
    const rows = await t.database.db.query.termsAcceptances.findMany();
    expect(rows.at(-1)?.documents).toEqual({
      creditReporting: '2021-03-31',
      privacy: '2021-05-28',
      termsOfUse: '2021-03-31',
    });
  });

  it('needs the CSRF header', async () => {
    const client = await as('newterms');
    const res = await client.request('POST', '/api/org/graphql', {
      body: { query: ACCEPT_TERMS },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the default pickup window (siteAccess)', () => {
  const sydneyWindow = async () => {
    const { user } = (await (await as('alice')).graphql('getUser', GET_USER)).json().data.getUser;
    const sydney = user.sites.find((site: { id: string }) => site.id === String(ids.sydney));
    return sydney.siteAccess.defaultPickupWindow;
  };

  it('closes by the earliest last pickup of the site’s active services, so each can collect in it', async () => {
    const db = t.database.db;
    const [carrier] = await db.insert(carriers).values({ name: 'Window Freight' }).returning();
    if (!carrier) throw new Error('no carrier');
    const made = await db
      .insert(carrierServices)
      .values([
        { carrierId: carrier.id, name: 'Road', pickupCutoff: '16:00', pickupWindowMinimumMinutes: 120 },
        { carrierId: carrier.id, name: 'Express', pickupCutoff: '17:30', pickupWindowMinimumMinutes: 120 },
        { carrierId: carrier.id, name: 'Early', pickupCutoff: '11:00', pickupWindowMinimumMinutes: 120 },
      ])
      .returning();
    const [road, express, early] = made;
    if (!road || !express || !early) throw new Error('no services');
    // 9:00 am for 8 hours, as configured, ends after the road service's last pickup at 4:00 pm
    await db.insert(agreedServices).values([
      {
        siteId: ids.sydney,
        carrierServiceId: express.id,
        name: 'Window Express',
        carrierChargeAccount: 'W-1',
      },
      {
        siteId: ids.sydney,
        carrierServiceId: early.id,
        name: 'Window Early',
        carrierChargeAccount: 'W-2',
        isActive: false,
      },
    ]);
    expect(await sydneyWindow()).toEqual({ startTime: '09:00', durationMinutes: 480 });
    await db.insert(agreedServices).values({
      siteId: ids.sydney,
      carrierServiceId: road.id,
      name: 'Window Road',
      carrierChargeAccount: 'W-3',
    });
    // the inactive service's 11:00 am is not the site's to fit
    expect(await sydneyWindow()).toEqual({ startTime: '09:00', durationMinutes: 420 });
    // a change to a carrier service is heard at once, like every other change getUser reads
    await db.update(carrierServices).set({ pickupCutoff: '15:00' }).where(eq(carrierServices.id, road.id));
    expect(await sydneyWindow()).toEqual({ startTime: '09:00', durationMinutes: 360 });
  });
});
