import { Divider, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { CompanyMenu } from '../../features/context/components/CompanyMenu';
import { SiteMenu } from '../../features/context/components/SiteMenu';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { paths } from '../../shared/config/paths';
import { usePlatformConfig } from '../../shared/lib/platform-config';
import { IconTruck } from '../../shared/ui/icons/icons';
import { HeaderSearch } from './HeaderSearch';
import { NavMenus } from './NavMenus';
import classes from './Shell.module.css';
import { SiteSettingsMenu } from './SiteSettingsMenu';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

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
  return (
    <div className={classes.header}>
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
            <Divider orientation="vertical" className={classes.divider} />
            <CompanyMenu />
            <SiteMenu />
          </>
        ) : null}
      </Group>
      {inContext ? (
        <Group gap="sm" wrap="nowrap" className={classes.nav}>
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
