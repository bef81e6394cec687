import { Outlet } from 'react-router';
import { SessionWatcher } from '../features/auth/components/SessionWatcher';
import { usePlatformConfig } from '../shared/lib/platform-config';

/** Spec 4.4: the session re-check interval before the configuration arrives. */
const DEFAULT_SESSION_CHECK_SECONDS = 60;

/** Routes that need a signed-in user: the session is re-checked while one of them is open. */
export function ProtectedLayout() {
  const { data: config } = usePlatformConfig();
  return (
    <>
      <SessionWatcher intervalSeconds={config?.sessionCheckSeconds ?? DEFAULT_SESSION_CHECK_SECONDS} />
      <Outlet />
    </>
  );
}
