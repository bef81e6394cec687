import { TextInput } from '@mantine/core';
import { CONSIGNMENT_SEARCH_MAX_LENGTH, searchMessages } from '@freight/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '../../features/context/api/get-user';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { organisationsOf } from '../../features/context/lib/organisations';
import searchClasses from '../../features/search/components/GlobalSearch.module.css';
import { useGlobalSearch } from '../../features/search/lib/load-global-search';
import { GLOBAL_SEARCH_INPUT_ID } from '../../features/search/lib/search-input-id';
import { contextPath } from '../../shared/config/paths';
import { IconSearch } from '../../shared/ui/icons/icons';

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
  const search = useGlobalSearch();
  // what is typed into the stand-in, and whether it has the focus, carry over to the search
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  if (!search) {
    return (
      <div className={searchClasses.root}>
        <TextInput
          value={typed}
          maxLength={CONSIGNMENT_SEARCH_MAX_LENGTH}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          id={GLOBAL_SEARCH_INPUT_ID}
          className={searchClasses.input}
          aria-label="Search consignments"
          placeholder={searchMessages.placeholder}
          leftSection={<IconSearch size={16} />}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
        />
      </div>
    );
  }
  return (
    <search.GlobalSearch
      userId={user.id}
      siteIds={siteIds}
      heldSiteIds={heldSiteIds}
      linkTo={linkTo}
      initialText={typed}
      autoFocus={focused}
    />
  );
}
