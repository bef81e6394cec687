import type { Db } from '../platform/db/client';
import { hashPassword } from '../platform/security/passwords';
import * as accounts from '../modules/accounts';
import { organisations } from '../db/schema';
import { seedOnce } from './demo-seed-lock';

/** Demo only: every demo user signs in with this (the README lists them). */
export const DEMO_PASSWORD = 'Shipper2026';
/** Demo only: the fixed TOTP secret of `demo.mfa`, so an authenticator app can be set up from the README. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/**
 * Demo only: the demo organisations issue SSCCs under GS1's own example company prefix (from GS1's documentation),
 * so demo labels never collide with real freight. A provider sets its licensed prefix with `org:gs1` or
 * `GS1_COMPANY_PREFIX`.
 */
export const DEMO_GS1_COMPANY_PREFIX = '0614141';

// Any constant works: it only has to be the same for every process that seeds.
const SEED_LOCK = 7_310_002;

/** A transacting demo organisation, issuing SSCCs under the demo company prefix. */
async function createDemoOrganisation(deps: accounts.AccountsDeps, name: string) {
  const org = await accounts.createOrganisation(deps, { name, status: 'transacting' });
  await accounts.setOrganisationGs1(deps, {
    organisation: org.id,
    companyPrefix: DEMO_GS1_COMPANY_PREFIX,
    extensionDigit: 0,
  });
  return org;
}

/** Demo Freight Co with four sites in its four statuses; returns the site ids. */
async function createDemoFreight(deps: accounts.AccountsDeps): Promise<number[]> {
  const org = await createDemoOrganisation(deps, 'Demo Freight Co');
  const melbourne = await accounts.createSite(deps, {
    organisation: org.id,
    name: 'Melbourne DC',
    status: 'transacting',
    dangerousGoodsTransacting: true,
    dangerousGoodsNotifiable: true,
    orderIntegrationEnabled: true,
    orderConsolidationEnabled: true,
    importEnabled: true,
    importTransferPolicy: 'manual',
    costCentreRequired: false,
    costCentres: [
      { code: 'MEL-100', description: 'Warehouse operations' },
      { code: 'MEL-200', description: 'Customer returns' },
      { code: 'MEL-300', description: 'Sales samples' },
    ],
    deliveryTimeSlotsEnabled: true,
    palletManagementEnabled: true,
    allowedPalletTypes: ['chep', 'loscam'],
    preferredPalletTransferType: 'exchange',
  });
  const sydney = await accounts.createSite(deps, {
    organisation: org.id,
    name: 'Sydney Warehouse',
    status: 'transacting',
    costCentreRequired: true,
    costCentres: [
      { code: 'SYD-410', description: 'Outbound freight' },
      { code: 'SYD-420', description: 'Inter-branch transfers' },
    ],
    priceMaskingEnabled: false,
  });
  const brisbane = await accounts.createSite(deps, {
    organisation: org.id,
    name: 'Wacol Depot',
    status: 'suspended',
  });
  const perth = await accounts.createSite(deps, {
    organisation: org.id,
    name: 'Perth Store',
    status: 'onboarding',
  });
  return [melbourne.id, sydney.id, brisbane.id, perth.id];
}

async function createSecondOrg(deps: accounts.AccountsDeps): Promise<number> {
  const org = await createDemoOrganisation(deps, 'Second Org Pty Ltd');
  const site = await accounts.createSite(deps, {
    organisation: org.id,
    name: 'Adelaide Hub',
    status: 'transacting',
  });
  return site.id;
}

async function createDemoUsers(
  deps: accounts.AccountsDeps,
  sites: { demo: number[]; second: number },
  passwordHash: string,
) {
  const user = async (username: string, fullName: string, extra: Partial<accounts.CreateUserInput>) => {
    await accounts.createUser(deps, {
      username,
      fullName,
      email: `${username}@example.com`,
      passwordHash,
      sites: sites.demo,
      ...extra,
    });
    return { username };
  };
  const acceptedAt = deps.clock.now();
  const accepted = [
    await user('demo', 'Dana Demo', { phone: '0391234567', canTransactDangerousGoods: true }),
    await user('demo.mfa', 'Morgan Mfa', {}),
    // A temporary password that never expires, so the first-sign-in journey works whenever the demo is run.
    await user('demo.new', 'Nico New', { temporary: true, temporaryExpiresAt: null }),
    await user('other', 'Olive Other', { sites: [sites.second] }),
  ];
  await user('demo.terms', 'Terry Terms', {});
  await accounts.setUserMfaTotp(deps, { username: 'demo.mfa', secret: DEMO_TOTP_SECRET });
  for (const ref of accepted) await accounts.setAcceptedTerms(deps, { ...ref, acceptedAt });
}

/**
 * Loads the demo organisations, sites and users into an empty database; false when any
 * organisation exists. Goes through the accounts service, the same path as the admin CLI.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const now = new Date();
  return seedOnce(db, SEED_LOCK, organisations, async (tx) => {
    // One argon2 hash for all five users keeps the first start fast.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const deps: accounts.AccountsDeps = { db: tx, clock: { now: () => now } };
    const demo = await createDemoFreight(deps);
    const second = await createSecondOrg(deps);
    await createDemoUsers(deps, { demo, second }, passwordHash);
  });
}
