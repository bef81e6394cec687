import { errorCodes, mfaVerifyRequestSchema } from '@freight/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { TextField, useAppForm } from '../../../shared/ui/form';
import { useVerifyMfa } from '../api/verify-mfa';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { clearPendingChallenge } from '../lib/auth-flow';
import { authErrorMessage } from '../lib/error-messages';
import { ChallengeStepForm } from '../components/ChallengeStepForm';

/** Spec 2.1, 4.1: the authenticator-app code. A wrong code stays here; any other failure goes back to login. */
export function MfaPage() {
  const form = useAppForm(mfaVerifyRequestSchema, { code: '' });
  const verify = useVerifyMfa();
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await verify.mutateAsync(values);
      await finish();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.hasCode(errorCodes.codeMismatch)) {
        setError(authErrorMessage(failure));
        form.setFocus('code');
        return;
      }
      clearPendingChallenge();
      await navigate(paths.login(), { replace: true, state: { error: authErrorMessage(failure) } });
    }
  });

  return (
    <ChallengeStepForm step="mfa" error={error} form={form} onSubmit={submit} pending={verify.isPending}>
      <TextField
        name="code"
        label="Verification code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        onInput={() => setError(undefined)}
      />
    </ChallengeStepForm>
  );
}
