import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { buildQuery } from '../../../shared/lib/query-string';
import { saveRedirect } from '../../../shared/lib/session-state';
import { useSession } from '../api/get-session';
import { forgetSignedInUser } from '../lib/end-session';
import { LOGIN_REASON_PARAM, loginReasons } from '../lib/login-reasons';

/**
 * Spec 4.4: while a protected route is open the session is re-checked every `intervalSeconds`; a session that has
 * gone logs the user out and sends them to login, keeping the page to come back to.
 */
export function SessionWatcher({ intervalSeconds }: { intervalSeconds: number }) {
  const session = useSession({ refetchIntervalMs: intervalSeconds * 1000 });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const ended = session.data?.signedIn === false;
  const expired = session.data?.signedIn === false && session.data.expired;
  const handled = useRef(false);

  useEffect(() => {
    if (!ended || handled.current) return;
    handled.current = true;
    saveRedirect(`${location.pathname}${location.search}`);
    forgetSignedInUser(queryClient, { keepRedirect: true });
    void navigate(
      `${paths.login()}${buildQuery({ [LOGIN_REASON_PARAM]: expired ? loginReasons.sessionExpired : undefined })}`,
      {
        replace: true,
      },
    );
  }, [ended, expired, location.pathname, location.search, navigate, queryClient]);

  return null;
}
