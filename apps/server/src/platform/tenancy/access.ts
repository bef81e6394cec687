import { and, eq, sql } from 'drizzle-orm';
import { contextMessages } from '@freight/contracts';
import { memberships, sites } from '../../db/schema';
import { perDatabase } from '../db/prepared';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors/app-error';

export interface Access {
  siteIds: Set<number>;
  organisationIds: Set<number>;
}

// read by every org-wide list and search before anything else: prepared once per connection
const heldSites = perDatabase((db) =>
  db
    .select({ siteId: sites.id, organisationId: sites.organisationId })
    .from(memberships)
    .innerJoin(sites, eq(sites.id, memberships.siteId))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .prepare('tenancy_held_sites'),
);

/** Each site the user holds, with its organisation. */
export function findHeldSites(
  db: DbOrTx,
  userId: string,
): Promise<{ siteId: number; organisationId: number }[]> {
  return heldSites(db).execute({ userId });
}

/** The sites a user holds and the organisations that follow from them. */
export async function loadAccess(db: DbOrTx, userId: string): Promise<Access> {
  const rows = await findHeldSites(db, userId);
  return {
    siteIds: new Set(rows.map((r) => r.siteId)),
    organisationIds: new Set(rows.map((r) => r.organisationId)),
  };
}

const wholeNumber = /^[1-9][0-9]{0,9}$/;

/** Checks a site id from a URL, header or body; any id the user does not hold is the same 403. */
export function assertSiteAccess(access: Access, siteId: string | number): number {
  const id = typeof siteId === 'number' ? siteId : wholeNumber.test(siteId) ? Number(siteId) : NaN;
  if (!access.siteIds.has(id)) throw AppError.forbidden(contextMessages.cannotAccess('site'));
  return id;
}

export function assertOrgAccess(access: Access, organisationId: string | number): number {
  const id =
    typeof organisationId === 'number'
      ? organisationId
      : wholeNumber.test(organisationId)
        ? Number(organisationId)
        : NaN;
  if (!access.organisationIds.has(id)) throw AppError.forbidden(contextMessages.cannotAccess('org'));
  return id;
}

export type TenantContext = { kind: 'site'; siteId: number } | { kind: 'org'; organisationId: number };

/** Parses and checks a `site-{id}` / `org-{id}` tenant identifier. */
export function resolveTenant(access: Access, tenant: string): TenantContext {
  const match = /^(site|org)-(.+)$/.exec(tenant.trim());
  if (match?.[1] === 'org') return { kind: 'org', organisationId: assertOrgAccess(access, match[2] ?? '') };
  if (match?.[1] === 'site') return { kind: 'site', siteId: assertSiteAccess(access, match[2] ?? '') };
  throw AppError.validation([{ pointer: '/headers/x-tenant-id', detail: 'must be site-{id} or org-{id}' }]);
}

/** The sites the user holds in one organisation (none when it is not theirs). */
export async function heldSitesOfOrganisation(
  db: DbOrTx,
  userId: string,
  organisationId: number,
): Promise<number[]> {
  const rows = await db
    .select({ siteId: sites.id })
    .from(memberships)
    .innerJoin(sites, eq(sites.id, memberships.siteId))
    .where(and(eq(memberships.userId, userId), eq(sites.organisationId, organisationId)));
  return rows.map((row) => row.siteId);
}
