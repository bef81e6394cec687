import { Badge, Group } from '@mantine/core';
import { dialogMessages } from '@freight/contracts';
import { contextKey, parseContextKey } from '../../../shared/config/paths';
import type { AppContext } from '../../../shared/config/paths';
import { IconMapPin } from '../../../shared/ui/icons/icons';
import { SearchableDropdown } from '../../../shared/ui/SearchableDropdown';
import { useAppContext } from '../hooks/use-app-context';
import { useChangeContext } from '../hooks/use-change-context';
import { useDefaultContext, useToggleDefaultContext } from '../hooks/use-default-context';
import { useSiteChangedHighlight } from '../lib/site-changed';
import { DefaultStar } from './DefaultStar';
import classes from './SiteMenu.module.css';
import { StatusBadge } from './StatusBadge';

export const SITES_OVERVIEW = 'Sites overview';
/** The id of the Site menu's button, for the shortcut that opens it. */
export const SITE_MENU_ID = 'site-menu';

/**
 * Spec 2.3: the Site dropdown of the current company, with a search filter, a "Sites overview" option and a star
 * marking the default. After a confirmed change the new site shows "Site has changed" for 10 s (spec 4.7).
 */
export function SiteMenu() {
  const current = useAppContext();
  const { savedKey } = useDefaultContext();
  const toggleDefault = useToggleDefaultContext();
  const changeContext = useChangeContext();
  const highlight = useSiteChangedHighlight(current ? contextKey(current.ctx) : undefined);
  if (!current) return null;
  const org = current.resolved.organisation;
  const overview: AppContext = { type: 'org', id: org.id };

  const options = [
    {
      value: contextKey(overview),
      label: SITES_OVERVIEW,
      description: `All sites of ${org.name}`,
      right: (
        <DefaultStar
          name={SITES_OVERVIEW}
          isDefault={savedKey === contextKey(overview)}
          onToggle={() => toggleDefault(overview)}
        />
      ),
    },
    ...org.sites.map((site) => {
      const ctx: AppContext = { type: 'site', id: site.id };
      return {
        value: contextKey(ctx),
        label: site.name,
        keywords: `${site.displayName} ${site.label}`,
        right: (
          <Group gap={4} wrap="nowrap">
            <StatusBadge status={site.status} hideTransacting />
            <DefaultStar
              name={site.name}
              isDefault={savedKey === contextKey(ctx)}
              onToggle={() => toggleDefault(ctx)}
            />
          </Group>
        ),
      };
    }),
  ];

  return (
    <SearchableDropdown
      id={SITE_MENU_ID}
      label="Site"
      icon={<IconMapPin />}
      current={current.resolved.type === 'site' ? current.resolved.site.name : SITES_OVERVIEW}
      selected={contextKey(current.ctx)}
      searchPlaceholder={dialogMessages.searchSites}
      options={options}
      onSelect={(value) => {
        const target = parseContextKey(value);
        if (target) void changeContext(target);
      }}
      badge={
        highlight ? (
          <Badge color="orange" variant="filled" size="sm" className={classes.highlight} role="status">
            {dialogMessages.siteChanged}
          </Badge>
        ) : null
      }
    />
  );
}
