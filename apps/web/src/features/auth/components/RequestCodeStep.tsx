import { Anchor, Button, Group, Stack } from '@mantine/core';
import { forgotPasswordRequestSchema } from '@freight/contracts';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { TextField, useAppForm } from '../../../shared/ui/form';

/** Forgot-password step 1: the username; submitting requests a code. */
export function RequestCodeStep({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (username: string) => void;
}) {
  const form = useAppForm(forgotPasswordRequestSchema, { username: '' });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(({ username }) => onSubmit(username))} noValidate>
        <Stack gap="sm">
          <TextField name="username" label="Username or email" autoComplete="username" autoFocus />
          <Group justify="space-between" mt="xs">
            <Anchor component={Link} to={paths.login()} size="sm">
              Back to log in
            </Anchor>
            <Button type="submit" loading={pending}>
              Send code
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
