import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { errorCodes } from '@freight/contracts';
import type { SignInRequest } from '@freight/contracts';
import { fieldErrorText } from '@freight/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { queryKeys } from '../../../shared/config/query-keys';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { FieldLabel } from '../../../shared/ui/form/FieldLabel';
import { useSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { useSignInOutcome } from '../hooks/use-sign-in-outcome';
import { authErrorMessage } from '../lib/error-messages';
import { LOGIN_REASON_PARAM, loginNotice } from '../lib/login-reasons';
import { signInProblems } from '../lib/sign-in-fields';
import type { SignInField } from '../lib/sign-in-fields';

function stateError(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'error' in state && typeof state.error === 'string')
    return state.error;
  return undefined;
}

/**
 * Spec 2.1, 4.1: sign in with a username or e-mail address and a password. Two fields checked as the form layer
 * checks (on input and on leaving a field, the first invalid one focused on submit) without loading it.
 */
export function LoginPage() {
  const [values, setValues] = useState<SignInRequest>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<SignInField, boolean>>>({});
  const fields = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const signIn = useSignIn();
  const onOutcome = useSignInOutcome();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | undefined>(() => stateError(location.state));
  const notice = loginNotice(searchParams.get(LOGIN_REASON_PARAM));
  const problems = signInProblems(values);
  const shown = (field: SignInField) => {
    const problem = touched[field] ? problems[field] : undefined;
    return problem === undefined ? undefined : fieldErrorText(problem);
  };
  const edit = (field: SignInField) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };
  const leave = (field: SignInField) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    const invalid = (['username', 'password'] as const).find((field) => problems[field] !== undefined);
    if (invalid) {
      fields[invalid].current?.focus();
      return;
    }
    const request = { username: values.username.trim(), password: values.password };
    setError(undefined);
    try {
      const response = await signIn.mutateAsync(request);
      await onOutcome(response, request.username);
    } catch (failure) {
      // spec 8.2: a reset-required error goes to the reset page with the username stored
      if (failure instanceof ApiRequestError && failure.hasCode(errorCodes.passwordResetRequired)) {
        await onOutcome({ result: 'passwordResetRequired' }, request.username);
        return;
      }
      // spec 8.2: any other error clears the user and is shown on the page
      queryClient.setQueryData(queryKeys.session, { signedIn: false, expired: false });
      setError(authErrorMessage(failure));
    }
  };

  return (
    <AuthLayout title="Log in" description="Use your username or e-mail address.">
      <FormAlert message={error} />
      {!error && notice ? <FormAlert message={notice} tone="info" /> : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            ref={fields.username}
            name="username"
            label={<FieldLabel label="Username or email" />}
            autoComplete="username"
            autoFocus
            value={values.username}
            onChange={edit('username')}
            onBlur={leave('username')}
            error={shown('username')}
          />
          <PasswordInput
            ref={fields.password}
            name="password"
            label={<FieldLabel label="Password" />}
            autoComplete="current-password"
            value={values.password}
            onChange={edit('password')}
            onBlur={leave('password')}
            error={shown('password')}
          />
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
    </AuthLayout>
  );
}
