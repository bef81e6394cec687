import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Status } from '@freight/contracts';
import { credentials, memberships, organisations, sites, userMfa, users } from '../../db/schema';
import { firstRow, preparedFirstRowOf } from '../../platform/db/first-row';
import { updateRow } from '../../platform/db/update-row';
import { deleteWhere } from '../../platform/db/delete-where';
import type { DbOrTx } from '../../platform/db/transaction';

export type SiteRow = typeof sites.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type NewSite = typeof sites.$inferInsert;
/** The site columns support may change after creation. */
export type SiteChanges = Partial<Omit<NewSite, 'id' | 'organisationId' | 'createdAt'>>;

// Organisations

/** Null when the name is taken (the table's unique constraint, so concurrent creators cannot both win). */
export async function insertOrganisation(db: DbOrTx, input: { name: string; status: Status; now: Date }) {
  const [row] = await db
    .insert(organisations)
    .values({ name: input.name, status: input.status, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findOrganisationById(db: DbOrTx, id: number) {
  return firstRow(db, organisations, eq(organisations.id, id));
}

/** Names compare case-insensitively, so 'ACME' and 'Acme' cannot both exist. */
export async function findOrganisationsByName(db: DbOrTx, name: string) {
  return db
    .select()
    .from(organisations)
    .where(eq(sql`lower(${organisations.name})`, name.toLowerCase()));
}

export async function updateOrganisationStatus(db: DbOrTx, id: number, status: Status, now: Date) {
  return updateRow(db, organisations, { status, updatedAt: now }, eq(organisations.id, id));
}

export async function updateOrganisationGs1(
  db: DbOrTx,
  id: number,
  gs1: { companyPrefix: string | null; extensionDigit: number },
  now: Date,
) {
  return updateRow(
    db,
    organisations,
    { gs1CompanyPrefix: gs1.companyPrefix, ssccExtensionDigit: gs1.extensionDigit, updatedAt: now },
    eq(organisations.id, id),
  );
}

export const findOrganisationGs1 = preparedFirstRowOf(
  {
    name: organisations.name,
    companyPrefix: organisations.gs1CompanyPrefix,
    extensionDigit: organisations.ssccExtensionDigit,
  },
  organisations,
  organisations.id,
  'accounts_organisation_gs1',
);

export async function listOrganisations(db: DbOrTx) {
  return db
    .select({ organisation: organisations, siteCount: count(sites.id) })
    .from(organisations)
    .leftJoin(sites, eq(sites.organisationId, organisations.id))
    .groupBy(organisations.id)
    .orderBy(asc(organisations.name));
}

// Sites

export async function insertSite(db: DbOrTx, values: NewSite) {
  const [row] = await db.insert(sites).values(values).returning();
  if (!row) throw new Error('site insert returned nothing');
  return row;
}

export async function findSiteById(db: DbOrTx, id: number) {
  return firstRow(db, sites, eq(sites.id, id));
}

/** Sites of that name, in every organisation or in one. */
export async function findSitesByName(db: DbOrTx, name: string, organisationId?: number) {
  const byName = eq(sql`lower(${sites.name})`, name.toLowerCase());
  return db
    .select()
    .from(sites)
    .where(organisationId === undefined ? byName : and(byName, eq(sites.organisationId, organisationId)))
    .orderBy(asc(sites.id));
}

export async function updateSite(db: DbOrTx, id: number, changes: SiteChanges, now: Date) {
  return updateRow(db, sites, { ...changes, updatedAt: now }, eq(sites.id, id));
}

/** Sets the site's has-transacted-dangerous-goods record; a no-op (no row written) once it is set. */
export async function markDangerousGoodsTransacted(db: DbOrTx, siteId: number, now: Date) {
  await db
    .update(sites)
    .set({ dangerousGoodsHasTransacted: true, updatedAt: now })
    .where(and(eq(sites.id, siteId), eq(sites.dangerousGoodsHasTransacted, false)));
}

export async function listSites(db: DbOrTx, organisationId?: number) {
  return db
    .select({ site: sites, organisation: organisations })
    .from(sites)
    .innerJoin(organisations, eq(organisations.id, sites.organisationId))
    .where(organisationId === undefined ? undefined : eq(sites.organisationId, organisationId))
    .orderBy(asc(organisations.name), asc(sites.name));
}

// Users

/** Null when the username or e-mail is taken. */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string) {
  return firstRow(db, users, eq(users.id, id));
}

/** Usernames are stored lower-cased. */
export async function findUserByUsername(db: DbOrTx, username: string) {
  return firstRow(db, users, eq(users.username, username.toLowerCase()));
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  return firstRow(db, users, eq(sql`lower(${users.email})`, email.toLowerCase()));
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<UserRow, 'disabled' | 'passwordResetRequired' | 'acceptedTermsAt'>>,
  now: Date,
) {
  return updateRow(db, users, { ...changes, updatedAt: now }, eq(users.id, id));
}

export async function setCredential(
  db: DbOrTx,
  input: {
    userId: string;
    passwordHash: string;
    isTemporary: boolean;
    temporaryExpiresAt: Date | null;
    now: Date;
  },
) {
  const values = {
    passwordHash: input.passwordHash,
    isTemporary: input.isTemporary,
    temporaryExpiresAt: input.temporaryExpiresAt,
    updatedAt: input.now,
  };
  await db
    .insert(credentials)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: credentials.userId, set: values });
}

/** TOTP becomes the only and preferred second factor. */
export async function setTotp(db: DbOrTx, userId: string, secret: string, now: Date) {
  const values = {
    totpSecret: secret,
    pendingTotpSecret: null,
    totpEnabled: true,
    smsEnabled: false,
    preferred: 'TOTP' as const,
    lastTotpStep: null,
    updatedAt: now,
  };
  await db
    .insert(userMfa)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userMfa.userId, set: values });
}

export async function listUsers(db: DbOrTx, organisationId?: number) {
  const scoped =
    organisationId === undefined
      ? undefined
      : inArray(
          users.id,
          db
            .select({ userId: memberships.userId })
            .from(memberships)
            .innerJoin(sites, eq(sites.id, memberships.siteId))
            .where(eq(sites.organisationId, organisationId)),
        );
  return db
    .select({ user: users, credential: credentials, mfa: userMfa })
    .from(users)
    .leftJoin(credentials, eq(credentials.userId, users.id))
    .leftJoin(userMfa, eq(userMfa.userId, users.id))
    .where(scoped)
    .orderBy(asc(users.username));
}

// Memberships

export async function findMembership(db: DbOrTx, userId: string, siteId: number) {
  return firstRow(db, memberships, and(eq(memberships.userId, userId), eq(memberships.siteId, siteId)));
}

/** Adds the membership, or updates its dangerous goods permission when it exists. */
export async function upsertMembership(
  db: DbOrTx,
  input: { userId: string; siteId: number; canTransactDangerousGoods: boolean; now: Date },
) {
  await db
    .insert(memberships)
    .values({
      userId: input.userId,
      siteId: input.siteId,
      canTransactDangerousGoods: input.canTransactDangerousGoods,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.siteId],
      set: { canTransactDangerousGoods: input.canTransactDangerousGoods },
    });
}

export async function deleteMembership(db: DbOrTx, userId: string, siteId: number): Promise<boolean> {
  return deleteWhere(
    db,
    memberships,
    and(eq(memberships.userId, userId), eq(memberships.siteId, siteId)),
    memberships.siteId,
  );
}

export async function findMembershipSites(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: memberships.userId,
      site: sites,
      canTransactDangerousGoods: memberships.canTransactDangerousGoods,
    })
    .from(memberships)
    .innerJoin(sites, eq(sites.id, memberships.siteId))
    .where(inArray(memberships.userId, userIds))
    .orderBy(asc(sites.name));
}
