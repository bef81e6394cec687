import { useCurrentUser } from '../../features/context/api/get-user';
import { HandOver } from '../../shared/ui/floating/HandOver';
import { useLoadedUserMenu } from './load-user-menu';
import { UserButton } from './UserButton';
import type { UserMenuProps } from './UserMenuReady';

/**
 * Spec 2.3: printing configuration (in a context), user preferences, change password, keyboard shortcuts, user guide,
 * give feedback and log out, with the support number for account changes (spec 1). Shown whenever a user is signed in (DESIGN 5a).
 * The menu loads after the first paint; until then its button stands in, and a click or the focus it takes carries
 * over.
 */
export function UserMenu(props: UserMenuProps) {
  const { user } = useCurrentUser();
  const loaded = useLoadedUserMenu();
  // one HandOver throughout: what the stand-in was given (a click, the focus) carries over to the loaded menu
  return (
    <HandOver ready={loaded !== undefined}>
      {loaded ? (
        <loaded.ReadyUserMenu {...props} />
      ) : (
        <UserButton name={user.fullName || user.username} aria-haspopup="menu" aria-expanded={false} />
      )}
    </HandOver>
  );
}
