import { asc, eq } from 'drizzle-orm';
import { contextVersion, memberships, organisations, sites, users } from '../../db/schema';
import { perDatabase } from '../../platform/db/prepared';
import { firstRow } from '../../platform/db/first-row';
import type { DbOrTx } from '../../platform/db/transaction';

const contextVersionRow = perDatabase((db) =>
  db
    .select({ version: contextVersion.version })
    .from(contextVersion)
    .where(eq(contextVersion.id, 1))
    .prepare('context_version'),
);

/** Raised by triggers whenever anything getUser reads changes (migration 0014). */
export async function readContextVersion(db: DbOrTx): Promise<number> {
  const [row] = await contextVersionRow(db).execute();
  return row?.version ?? 0;
}

export async function findUser(db: DbOrTx, userId: string) {
  return firstRow(db, users, eq(users.id, userId));
}

/** The user's sites with their organisation and membership, by organisation then site name. */
export async function findUserSites(db: DbOrTx, userId: string) {
  return db
    .select({ site: sites, organisation: organisations, membership: memberships })
    .from(memberships)
    .innerJoin(sites, eq(sites.id, memberships.siteId))
    .innerJoin(organisations, eq(organisations.id, sites.organisationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organisations.name), asc(sites.name));
}

export async function setAcceptedTerms(db: DbOrTx, userId: string, at: Date) {
  await db.update(users).set({ acceptedTermsAt: at, updatedAt: at }).where(eq(users.id, userId));
}
