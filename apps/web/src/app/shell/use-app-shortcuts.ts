import { useHotkeys } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { SITE_MENU_ID } from '../../features/context/components/SiteMenu';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { contextPath } from '../../shared/config/paths';
import type { ContextRouteName } from '../../shared/config/paths';
import { focusMainContent } from '../../shared/ui/a11y/SkipLink';
import { SHORTCUTS } from './keyboard-shortcuts';
import type { ShortcutAction } from './keyboard-shortcuts';

const ROUTES: Partial<Record<ShortcutAction, ContextRouteName>> = {
  readyToManifest: 'consignment.readyToManifest',
  track: 'track.consignments',
  createOutbound: 'consignment.create.outbound',
};

/** Binds the app's shortcuts (keyboard-shortcuts.ts) while a user is signed in. */
export function useAppShortcuts(openShortcuts: () => void): void {
  const navigate = useNavigate();
  const current = useAppContext();
  const run = (action: ShortcutAction) => {
    if (action === 'shortcuts') return openShortcuts();
    if (action === 'main') return void focusMainContent();
    if (action === 'siteMenu') return document.getElementById(SITE_MENU_ID)?.click();
    const route = ROUTES[action];
    if (route && current) void navigate(contextPath(route, current.ctx));
  };
  useHotkeys(
    SHORTCUTS.map((shortcut) => [shortcut.hotkey, () => run(shortcut.action), { usePhysicalKeys: true }]),
    [],
  );
}
