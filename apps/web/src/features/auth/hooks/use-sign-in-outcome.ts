import type { SignInResponse } from '@freight/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { setPendingChallenge, storeResetUsername } from '../lib/auth-flow';
import { useFinishSignIn } from './use-finish-sign-in';

/** Spec 4.1: where each sign-in outcome leads. */
export function useSignInOutcome() {
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  return useCallback(
    async (response: SignInResponse, typedUsername: string) => {
      switch (response.result) {
        case 'totpRequired':
          setPendingChallenge('totp');
          await navigate(paths.mfa());
          return;
        case 'newPasswordRequired':
          setPendingChallenge('newPassword');
          await navigate(paths.completeNewPassword());
          return;
        case 'passwordResetRequired':
          storeResetUsername(response.username ?? typedUsername);
          await navigate(paths.resetPassword());
          return;
        case 'signedIn':
          await finish();
      }
    },
    [finish, navigate],
  );
}
