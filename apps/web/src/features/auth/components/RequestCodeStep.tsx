import { Stack } from '@mantine/core';
import { forgotPasswordRequestSchema } from '@freight/contracts';
import { FormProvider } from 'react-hook-form';
import { TextField, useAppForm } from '../../../shared/ui/form';
import { AuthFormActions } from './AuthFormActions';

/** Forgot-password step 1: the username; submitting requests a code. */
export function RequestCodeStep({
  username = '',
  pending,
  onSubmit,
}: {
  /** The username typed before, when the user came back from the code step to correct it. */
  username?: string;
  pending: boolean;
  onSubmit: (username: string) => void;
}) {
  const form = useAppForm(forgotPasswordRequestSchema, { username });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(({ username }) => onSubmit(username))} noValidate>
        <Stack gap="sm">
          <TextField name="username" label="Username or email" autoComplete="username" autoFocus />
          <AuthFormActions submitLabel="Send code" pending={pending} />
        </Stack>
      </form>
    </FormProvider>
  );
}
