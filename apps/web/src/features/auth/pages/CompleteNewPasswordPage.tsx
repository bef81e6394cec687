import { Text } from '@mantine/core';
import { errorCodes, passwordPolicyMessage } from '@freight/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { PasswordField, useAppForm } from '../../../shared/ui/form';
import { useCompleteNewPassword } from '../api/complete-new-password';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { clearPendingChallenge } from '../lib/auth-flow';
import { authErrorMessage } from '../lib/error-messages';
import { newPasswordFormSchema } from '../lib/password-form';
import { ChallengeStepForm } from '../components/ChallengeStepForm';

/** Spec 2.1, 5.3: the first sign-in with a temporary password asks for a new one. */
export function CompleteNewPasswordPage() {
  const form = useAppForm(newPasswordFormSchema, { newPassword: '', confirmPassword: '' });
  const complete = useCompleteNewPassword();
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setError(undefined);
    try {
      await complete.mutateAsync({ newPassword });
      await finish();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.hasCode(errorCodes.noPendingChallenge)) {
        clearPendingChallenge();
        await navigate(paths.login(), { replace: true, state: { error: authErrorMessage(failure) } });
        return;
      }
      setError(authErrorMessage(failure));
    }
  });

  return (
    <ChallengeStepForm
      step="newPassword"
      error={error}
      form={form}
      onSubmit={submit}
      pending={complete.isPending}
    >
      <Text size="xs" c="dimmed">
        {passwordPolicyMessage}. It must not be the temporary password you signed in with.
      </Text>
      <PasswordField name="newPassword" label="New password" autoComplete="new-password" autoFocus />
      <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
    </ChallengeStepForm>
  );
}
