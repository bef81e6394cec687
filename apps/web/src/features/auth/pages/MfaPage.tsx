import { Stack } from '@mantine/core';
import { errorCodes, mfaVerifyRequestSchema } from '@freight/contracts';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { TextField, useAppForm } from '../../../shared/ui/form';
import { useVerifyMfa } from '../api/verify-mfa';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { clearPendingChallenge } from '../lib/auth-flow';
import { authErrorMessage } from '../lib/error-messages';
import { AuthFormActions } from '../components/AuthFormActions';

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
    <AuthLayout
      title="Verify your identity"
      description="Enter the 6-digit code from your authenticator app."
    >
      <FormAlert message={error} />
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextField
              name="code"
              label="Verification code"
              autoComplete="one-time-code"
              inputMode="numeric"
              autoFocus
              onInput={() => setError(undefined)}
            />
            <AuthFormActions
              submitLabel="Verify"
              pending={verify.isPending}
              onBack={() => clearPendingChallenge()}
            />
          </Stack>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
