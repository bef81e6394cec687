import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { signOut } from '../api/sign-out';
import { forgetSignedInUser } from '../lib/end-session';

/** Spec 2.1, 4.3: global sign-out, then the browser forgets the user and goes to login. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut()
      .catch(() => undefined) // already signed out, or offline: the browser still forgets the user
      .then(() => {
        forgetSignedInUser(queryClient);
        return navigate(paths.login(), { replace: true });
      });
  }, [navigate, queryClient]);

  return <PageLoader label="Logging out" fullHeight />;
}
