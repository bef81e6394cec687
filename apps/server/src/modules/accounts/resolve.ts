import { AppError } from '../../platform/errors/app-error';
import type { DbOrTx } from '../../platform/db/transaction';
import { idOfRef } from '../../platform/support-ref';
import * as repo from './accounts.repository';
import type { Ref, UserRef } from './deps';
import { invalid } from './validate';

/** The organisation a support request names; 404 when there is none. */
export async function organisationByRef(db: DbOrTx, ref: Ref) {
  const id = idOfRef(ref);
  const byId = id === undefined ? null : await repo.findOrganisationById(db, id);
  if (byId) return byId;
  if (typeof ref === 'string') {
    const [byName] = await repo.findOrganisationsByName(db, ref.trim());
    if (byName) return byName;
  }
  throw AppError.notFound(`Organisation '${String(ref).trim()}' not found`);
}

/** The id of the organisation a support list is narrowed to, when it names one. */
export async function organisationIdFilter(db: DbOrTx, ref: Ref | undefined): Promise<number | undefined> {
  return ref === undefined ? undefined : (await organisationByRef(db, ref)).id;
}

/** The site a support request names, optionally within one organisation; 404 when there is none. */
export async function siteByRef(db: DbOrTx, ref: Ref, organisationId?: number) {
  const id = idOfRef(ref);
  const byId = id === undefined ? null : await repo.findSiteById(db, id);
  if (byId && (organisationId === undefined || byId.organisationId === organisationId)) return byId;
  if (typeof ref === 'string') {
    const byName = await repo.findSitesByName(db, ref.trim(), organisationId);
    if (byName.length > 1) {
      // Site names are unique only within an organisation.
      const ids = byName.map((s) => s.id).join(', ');
      throw invalid(
        'site',
        `${byName.length} sites are named '${ref.trim()}' (ids ${ids}); give the site id`,
      );
    }
    if (byName[0]) return byName[0];
  }
  throw AppError.notFound(`Site '${String(ref).trim()}' not found`);
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function userByRef(db: DbOrTx, ref: UserRef) {
  let user: repo.UserRow | null = null;
  if ('userId' in ref) user = uuid.test(ref.userId) ? await repo.findUserById(db, ref.userId) : null;
  else user = await repo.findUserByUsername(db, ref.username.trim());
  if (!user)
    throw AppError.notFound(`User '${'userId' in ref ? ref.userId : ref.username.trim()}' not found`);
  return user;
}
