import { useCallback, useMemo } from 'react';
import { useCurrentUser } from '../../features/context/api/get-user';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { organisationsOf } from '../../features/context/lib/organisations';
import { GlobalSearch } from '../../features/search';
import { contextPath } from '../../shared/config/paths';

/**
 * Document 3 (2): the header search over every site of the current organisation the user holds; outside a
 * context, over the sites of their first organisation. A result opens in the organisation's context when the
 * user is in it, else on its own site.
 */
export function HeaderSearch() {
  const user = useCurrentUser().user;
  const current = useAppContext();
  const organisation = current?.resolved.organisation ?? organisationsOf(user.sites)[0];
  const siteIds = useMemo(() => (organisation?.sites ?? []).map((site) => site.id), [organisation]);
  const heldSiteIds = useMemo(() => new Set(user.sites.map((site) => site.id)), [user.sites]);
  const inOrg = current?.ctx.type === 'org' ? current.ctx : undefined;
  const linkTo = useCallback(
    ({ id, siteId }: { id: string; siteId: string }) =>
      contextPath(
        'consignment.view',
        inOrg && siteIds.includes(siteId) ? inOrg : { type: 'site', id: siteId },
        {
          consignmentId: id,
        },
      ),
    [inOrg, siteIds],
  );
  return <GlobalSearch userId={user.id} siteIds={siteIds} heldSiteIds={heldSiteIds} linkTo={linkTo} />;
}
