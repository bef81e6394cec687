import { AppError } from '../../platform/errors/app-error';
import * as repo from './accounts.repository';
import type { AccountsDeps, Ref, UserRef } from './deps';
import { siteByRef, userByRef } from './resolve';

export type MembershipInput = UserRef & { site: Ref; canTransactDangerousGoods?: boolean };

/**
 * Gives a user a site, and with it the site's organisation; adding one they hold updates the dangerous
 * goods permission. Returns whether the membership is new.
 */
export async function addMembership(deps: AccountsDeps, input: MembershipInput) {
  const user = await userByRef(deps.db, input);
  const site = await siteByRef(deps.db, input.site);
  const existing = await repo.findMembership(deps.db, user.id, site.id);
  await repo.upsertMembership(deps.db, {
    userId: user.id,
    siteId: site.id,
    canTransactDangerousGoods:
      input.canTransactDangerousGoods ?? existing?.canTransactDangerousGoods ?? false,
    now: deps.clock.now(),
  });
  return { user, site, created: existing === null };
}

export async function removeMembership(deps: AccountsDeps, input: UserRef & { site: Ref }) {
  const user = await userByRef(deps.db, input);
  const site = await siteByRef(deps.db, input.site);
  if (!(await repo.deleteMembership(deps.db, user.id, site.id))) {
    throw AppError.notFound(`${user.username} is not a member of ${site.name} (site ${site.id})`);
  }
  return { user, site };
}
