import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { passwordPolicyMessage, passwordResetMessages } from '@freight/contracts';
import { FormProvider } from 'react-hook-form';
import { PasswordField, TextField, useAppForm } from '../../../shared/ui/form';
import { resetPasswordFormSchema } from '../lib/password-form';
import { FormAlert } from './FormAlert';

export interface ResetCodeStepProps {
  username: string;
  /** 'The code is invalid. Try re-entering or resend code.' or another failure. */
  failure: string | undefined;
  pending: boolean;
  resending: boolean;
  onCodeEdited: () => void;
  onResend: () => Promise<void>;
  onSubmit: (values: { code: string; newPassword: string }) => void;
  /** Back to the username, to correct it; absent when the username came with an administrator's reset. */
  onChangeUsername?: () => void;
}

/** Forgot-password step 2 (code sent): the code and a new password. */
export function ResetCodeStep({
  username,
  failure,
  pending,
  resending,
  onCodeEdited,
  onResend,
  onSubmit,
  onChangeUsername,
}: ResetCodeStepProps) {
  const form = useAppForm(resetPasswordFormSchema, {
    username,
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const resend = async () => {
    // spec 4.2: resending clears the code and requests a new one
    form.resetField('code', { defaultValue: '' });
    await onResend();
  };
  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit(({ code, newPassword }) => onSubmit({ code, newPassword }))}
        noValidate
      >
        <Stack gap="sm">
          <FormAlert message={passwordResetMessages.instruction} tone="info" />
          <FormAlert message={failure} />
          {onChangeUsername ? (
            <Text size="sm">
              Code requested for <strong>{username}</strong>.{' '}
              <Anchor component="button" type="button" size="sm" onClick={onChangeUsername}>
                Use another username
              </Anchor>
            </Text>
          ) : null}
          <TextField
            name="code"
            label="Verification code"
            autoComplete="one-time-code"
            autoFocus
            onInput={onCodeEdited}
          />
          <PasswordField name="newPassword" label="New password" autoComplete="new-password" />
          <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
          <Text size="xs" c="dimmed">
            {passwordPolicyMessage}.
          </Text>
          <Group justify="space-between" mt="xs">
            <Button variant="subtle" px={0} onClick={() => void resend()} loading={resending}>
              Resend code
            </Button>
            <Button type="submit" loading={pending}>
              Reset password
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
