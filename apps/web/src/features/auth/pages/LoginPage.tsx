import { Anchor, Button, Group, Stack } from '@mantine/core';
import { errorCodes, signInRequestSchema } from '@freight/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { queryKeys } from '../../../shared/config/query-keys';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { PasswordField, TextField, useAppForm } from '../../../shared/ui/form';
import { useSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { useSignInOutcome } from '../hooks/use-sign-in-outcome';
import { authErrorMessage } from '../lib/error-messages';
import { LOGIN_REASON_PARAM, loginNotice } from '../lib/login-reasons';

function stateError(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'error' in state && typeof state.error === 'string')
    return state.error;
  return undefined;
}

/** Spec 2.1, 4.1: sign in with a username or e-mail address and a password. */
export function LoginPage() {
  const form = useAppForm(signInRequestSchema, { username: '', password: '' });
  const signIn = useSignIn();
  const onOutcome = useSignInOutcome();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | undefined>(() => stateError(location.state));
  const notice = loginNotice(searchParams.get(LOGIN_REASON_PARAM));

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const response = await signIn.mutateAsync(values);
      await onOutcome(response, values.username);
    } catch (failure) {
      // spec 8.2: a reset-required error goes to the reset page with the username stored
      if (failure instanceof ApiRequestError && failure.hasCode(errorCodes.passwordResetRequired)) {
        await onOutcome({ result: 'passwordResetRequired' }, values.username);
        return;
      }
      // spec 8.2: any other error clears the user and is shown on the page
      queryClient.setQueryData(queryKeys.session, { signedIn: false, expired: false });
      setError(authErrorMessage(failure));
    }
  });

  return (
    <AuthLayout title="Log in" description="Use your username or e-mail address.">
      <FormAlert message={error} />
      {!error && notice ? <FormAlert message={notice} tone="info" /> : null}
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextField name="username" label="Username or email" autoComplete="username" autoFocus />
            <PasswordField name="password" label="Password" autoComplete="current-password" />
            <Group justify="space-between" mt="xs">
              <Anchor component={Link} to={paths.forgotPassword()} size="sm">
                Forgot password?
              </Anchor>
              <Button type="submit" loading={signIn.isPending}>
                Log in
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
