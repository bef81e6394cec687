import { Divider, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { CompanyMenu } from '../../features/context/components/CompanyMenu';
import { SiteMenu } from '../../features/context/components/SiteMenu';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { paths } from '../../shared/config/paths';
import { usePlatformConfig } from '../../shared/lib/platform-config';
import { IconTruck } from '../../shared/ui/icons/icons';
import { HeaderSearch } from './HeaderSearch';
import { MenusToggle } from './MenusToggle';
import { NavMenus } from './NavMenus';
import classes from './Shell.module.css';
import { SiteSettingsMenu } from './SiteSettingsMenu';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

const CONTEXT_ID = 'header-context';
const NAV_ID = 'header-nav';

/** Spec 2.3: brand, Company and Site dropdowns, the menus, and on the right settings and the user menu. */
export function Header({
  onOpenPreferences,
  onOpenShortcuts,
}: {
  onOpenPreferences: () => void;
  onOpenShortcuts: () => void;
}) {
  const { data: config } = usePlatformConfig();
  const inContext = useAppContext() !== undefined;
  const { pathname } = useLocation();
  // folded away on a phone, the menus stay shown until the next page: a link chosen in them folds them again
  const [shownOn, setShownOn] = useState<string | null>(null);
  const menusShown = shownOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape folds them, from anywhere in the header but an open dropdown (portalled, so not inside it), which
  // Escape closes first
  const foldOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !menusShown || !event.currentTarget.contains(event.target as Node)) return;
    setShownOn(null);
    toggleRef.current?.focus();
  };
  return (
    <div className={classes.header} data-menus-shown={menusShown || undefined} onKeyDown={foldOnEscape}>
      <Group gap="sm" wrap="nowrap" className={classes.start}>
        <UnstyledButton
          component={Link}
          to={paths.home()}
          className={classes.brand}
          aria-label={config?.brandName ? `${config.brandName} home` : 'Home'}
        >
          <Group gap={8} wrap="nowrap">
            <ThemeIcon size={30} radius="sm">
              <IconTruck size={18} />
            </ThemeIcon>
            <Text fw={700} size="md" className={classes.brandName}>
              {config?.brandName ?? ''}
            </Text>
          </Group>
        </UnstyledButton>
        {inContext ? (
          <>
            <MenusToggle
              ref={toggleRef}
              opened={menusShown}
              controls={`${CONTEXT_ID} ${NAV_ID}`}
              onToggle={() => setShownOn(menusShown ? null : pathname)}
            />
            <div id={CONTEXT_ID} className={classes.context}>
              <Divider orientation="vertical" className={classes.divider} />
              <CompanyMenu />
              <SiteMenu />
            </div>
          </>
        ) : null}
      </Group>
      {inContext ? (
        <Group id={NAV_ID} gap="sm" wrap="nowrap" className={classes.nav}>
          <Divider orientation="vertical" className={classes.divider} />
          <NavMenus />
        </Group>
      ) : null}
      <Group gap={4} wrap="nowrap" justify="flex-end" className={classes.end}>
        <HeaderSearch />
        <ThemeToggle />
        <SiteSettingsMenu />
        <UserMenu onOpenPreferences={onOpenPreferences} onOpenShortcuts={onOpenShortcuts} />
      </Group>
    </div>
  );
}
