import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetsPasswordPolicy } from '@freight/rules';
import { loadConfig } from '../../config/env';
import { credentials, mailOutbox, userMfa } from '../../db/schema';
import { useTestDatabase } from '../../testing/test-database';
import { AppError } from '../../platform/errors/app-error';
import { Mailer } from '../../platform/mail/mailer';
import { verifyPassword } from '../../platform/security/passwords';
import { createSession, findActiveSession } from '../../platform/session/session-store';
import { loadAccess } from '../../platform/tenancy/access';
import * as accounts from './accounts.service';

const database = useTestDatabase();
let outboxDir: string;
let deps: accounts.AccountsDeps;
const now = new Date('2026-03-02T00:00:00Z');

beforeAll(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'accounts-outbox-'));
  deps = { db: database.db, clock: { now: () => now } };
  await accounts.createOrganisation(deps, { name: 'Acme Freight', status: 'transacting' });
  await accounts.createOrganisation(deps, { name: 'Rival Logistics', status: 'transacting' });
  await accounts.createSite(deps, { organisation: 'Acme Freight', name: 'Geelong', status: 'transacting' });
  await accounts.createSite(deps, { organisation: 'Rival Logistics', name: 'Hobart', status: 'transacting' });
});
afterAll(() => rm(outboxDir, { recursive: true, force: true }));

/** Creates a user named after the person, with a lower-case username and an example.com address. */
const createPerson = (name: string, more: Partial<accounts.CreateUserInput> = {}) =>
  accounts.createUser(deps, {
    username: name.toLowerCase(),
    email: `${name.toLowerCase()}@example.com`,
    fullName: name,
    ...more,
  });

/** The AppError a call throws, to assert its status and detail. */
async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('organisations', () => {
  it('refuses a duplicate name, whatever its case, with 409', async () => {
    const error = await failure(
      accounts.createOrganisation(deps, { name: 'ACME freight', status: 'transacting' }),
    );
    expect(error.status).toBe(409);
    expect(error.detail).toBe("An organisation named 'ACME freight' already exists");
  });

  it('refuses an unknown status and a blank name with 422', async () => {
    const bad = await failure(accounts.createOrganisation(deps, { name: 'New Co', status: 'active' }));
    expect(bad.status).toBe(422);
    expect(bad.pointer).toBe('/status');
    expect(
      (await failure(accounts.createOrganisation(deps, { name: '  ', status: 'onboarding' }))).status,
    ).toBe(422);
  });

  it('changes status by name or id; an unknown one is 404', async () => {
    const org = await accounts.setOrganisationStatus(deps, {
      organisation: 'acme freight',
      status: 'suspended',
    });
    expect(org.status).toBe('suspended');
    await accounts.setOrganisationStatus(deps, { organisation: String(org.id), status: 'transacting' });
    const missing = await failure(
      accounts.setOrganisationStatus(deps, { organisation: 'Nobody', status: 'suspended' }),
    );
    expect(missing.status).toBe(404);
  });
});

describe('sites', () => {
  it('starts with every packaging type and the name as display name and label', async () => {
    const site = await accounts.createSite(deps, {
      organisation: 'Acme Freight',
      name: 'Ballarat',
      status: 'onboarding',
    });
    expect(site.packagingTypes).toHaveLength(11);
    expect(site).toMatchObject({ displayName: 'Ballarat', label: 'Ballarat', status: 'onboarding' });
  });

  it('refuses a duplicate name within an organisation but not across organisations', async () => {
    const dup = await failure(
      accounts.createSite(deps, { organisation: 'Acme Freight', name: 'geelong', status: 'transacting' }),
    );
    expect(dup.status).toBe(409);
    const other = await accounts.createSite(deps, {
      organisation: 'Rival Logistics',
      name: 'Geelong',
      status: 'transacting',
    });
    expect(other.name).toBe('Geelong');
    // Two sites now share the name: naming it alone is ambiguous.
    const ambiguous = await failure(accounts.setSiteStatus(deps, { site: 'Geelong', status: 'suspended' }));
    expect(ambiguous.status).toBe(422);
    expect(ambiguous.detail).toMatch(/give the site id/);
  });

  it('answers 404 for an unknown organisation or site', async () => {
    expect(
      (await failure(accounts.createSite(deps, { organisation: 999, name: 'X', status: 'transacting' })))
        .status,
    ).toBe(404);
    expect(
      (await failure(accounts.setSiteStatus(deps, { site: 'Nowhere', status: 'suspended' }))).status,
    ).toBe(404);
    expect((await failure(accounts.setSiteFlags(deps, { site: 4242, importEnabled: true }))).status).toBe(
      404,
    );
  });

  it('sets flags, keeping the others, and checks rules across them', async () => {
    const site = await accounts.setSiteFlags(deps, {
      site: 'Hobart',
      importEnabled: true,
      importTransferPolicy: 'automatic',
      dangerousGoodsTransacting: true,
    });
    expect(site).toMatchObject({
      importEnabled: true,
      importTransferPolicy: 'automatic',
      dangerousGoodsTransacting: true,
    });
    const required = await failure(accounts.setSiteFlags(deps, { site: 'Hobart', costCentreRequired: true }));
    expect(required.status).toBe(422);
    const pallets = await failure(
      accounts.setSiteFlags(deps, { site: 'Hobart', palletManagementEnabled: true }),
    );
    expect(pallets.detail).toMatch(/pallet type/);
    const nothing = await failure(accounts.setSiteFlags(deps, { site: 'Hobart' }));
    expect(nothing.status).toBe(422);
  });
});

describe('users', () => {
  it('stores the username lower-cased and gives a strong temporary password that expires in 7 days', async () => {
    const { user, temporaryPassword } = await accounts.createUser(deps, {
      username: '  Alice.Smith ',
      email: 'Alice@Example.com',
      fullName: 'Alice Smith',
      phone: '(03) 9123 4567',
    });
    expect(user.username).toBe('alice.smith');
    expect(user.phone).toBe('0391234567');
    expect(temporaryPassword && meetsPasswordPolicy(temporaryPassword)).toBe(true);
    const [credential] = await database.db.select().from(credentials).where(eq(credentials.userId, user.id));
    expect(credential?.isTemporary).toBe(true);
    expect(credential?.temporaryExpiresAt?.toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(await verifyPassword(credential?.passwordHash ?? '', temporaryPassword ?? '')).toBe(true);
  });

  it('refuses a taken username or e-mail (409) and a bad phone (422)', async () => {
    const base = { email: 'new@example.com', fullName: 'New Person' };
    expect((await failure(accounts.createUser(deps, { ...base, username: 'ALICE.SMITH' }))).status).toBe(409);
    expect(
      (await failure(accounts.createUser(deps, { ...base, username: 'alice2', email: 'alice@example.COM' })))
        .status,
    ).toBe(409);
    const phone = await failure(accounts.createUser(deps, { ...base, username: 'bob', phone: '0312' }));
    expect(phone.status).toBe(422);
    expect(phone.pointer).toBe('/phone');
    expect(
      (await failure(accounts.createUser(deps, { ...base, username: 'bob', password: 'weak' }))).status,
    ).toBe(422);
    expect((await failure(accounts.createUser(deps, { ...base, username: 'bob@example.com' }))).status).toBe(
      422,
    );
  });

  it('creates nothing when a named site is unknown', async () => {
    const error = await failure(createPerson('Carol', { sites: ['Nowhere'] }));
    expect(error.status).toBe(404);
    expect(await accounts.listUsers(deps)).not.toContainEqual(expect.objectContaining({ username: 'carol' }));
  });

  it('sets TOTP as the preferred method and refuses a secret that is not base32', async () => {
    await accounts.setUserMfaTotp(deps, { username: 'alice.smith', secret: 'JBSW Y3DP EHPK 3PXP' });
    const user = (await accounts.listUsers(deps)).find((u) => u.username === 'alice.smith');
    const [mfa] = await database.db
      .select()
      .from(userMfa)
      .where(eq(userMfa.userId, user?.id ?? ''));
    expect(mfa).toMatchObject({
      preferred: 'TOTP',
      totpEnabled: true,
      smsEnabled: false,
      totpSecret: 'JBSWY3DPEHPK3PXP',
    });
    expect(
      (await failure(accounts.setUserMfaTotp(deps, { username: 'alice.smith', secret: 'not-a-secret!' })))
        .status,
    ).toBe(422);
    expect(
      (await failure(accounts.setUserMfaTotp(deps, { username: 'nobody', secret: 'JBSWY3DPEHPK3PXP' })))
        .status,
    ).toBe(404);
  });
});

describe('memberships', () => {
  it('gives exactly the site and its organisation, and takes them away again', async () => {
    const { user } = await createPerson('Dave');
    const hobart = await accounts.addMembership(deps, {
      username: 'dave',
      site: 'Hobart',
      canTransactDangerousGoods: true,
    });
    expect(hobart.created).toBe(true);
    const access = await loadAccess(database.db, user.id);
    expect([...access.siteIds]).toEqual([hobart.site.id]);
    expect([...access.organisationIds]).toEqual([hobart.site.organisationId]);

    const again = await accounts.addMembership(deps, { userId: user.id, site: hobart.site.id });
    expect(again.created).toBe(false);
    const listed = (await accounts.listUsers(deps, { organisation: 'Rival Logistics' })).map(
      (u) => u.username,
    );
    expect(listed).toEqual(['dave']);
    expect(
      (await accounts.listUsers(deps, { organisation: 'Acme Freight' })).map((u) => u.username),
    ).not.toContain('dave');

    await accounts.removeMembership(deps, { username: 'dave', site: hobart.site.id });
    expect((await loadAccess(database.db, user.id)).siteIds.size).toBe(0);
    expect(
      (await failure(accounts.removeMembership(deps, { username: 'dave', site: hobart.site.id }))).status,
    ).toBe(404);
    expect((await failure(accounts.addMembership(deps, { username: 'nobody', site: 'Hobart' }))).status).toBe(
      404,
    );
  });
});

describe('support actions on sign-in', () => {
  it('a reset request ends sessions, forces the reset flow and e-mails a code', async () => {
    const { user } = await createPerson('Erin', { password: 'Shipper2026' });
    const session = await createSession(database.db, { userId: user.id, idleMinutes: 60, now });
    const mailer = new Mailer({
      db: database.db,
      from: 'test@example.com',
      brandName: 'Freight',
      outboxDir,
      log: () => undefined,
    });
    const config = loadConfig({ DATA_DIR: outboxDir });
    const result = await accounts.requestPasswordReset(
      { db: database.db, clock: deps.clock, mailer, config },
      { username: 'Erin' },
    );
    expect(result.email).toBe('erin@example.com');
    expect(await findActiveSession(database.db, session.token, now)).toBeNull();
    const [listed] = (await accounts.listUsers(deps)).filter((u) => u.username === 'erin');
    expect(listed?.passwordResetRequired).toBe(true);
    const mail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'erin@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toMatch(/Your verification code is \d{6}/);
  });

  it('disabling ends sessions; enabling lets the user back', async () => {
    const { user } = await createPerson('Fay');
    const session = await createSession(database.db, { userId: user.id, idleMinutes: 60, now });
    expect((await accounts.disableUser(deps, { username: 'fay' }))?.disabled).toBe(true);
    expect(await findActiveSession(database.db, session.token, now)).toBeNull();
    expect((await accounts.enableUser(deps, { username: 'fay' }))?.disabled).toBe(false);
  });

  it('records and clears terms acceptance', async () => {
    const accepted = await accounts.setAcceptedTerms(deps, { username: 'fay', acceptedAt: now });
    expect(accepted?.acceptedTermsAt?.toISOString()).toBe(now.toISOString());
    const cleared = await accounts.setAcceptedTerms(deps, { username: 'fay', acceptedAt: null });
    expect(cleared?.acceptedTermsAt).toBeNull();
  });
});
