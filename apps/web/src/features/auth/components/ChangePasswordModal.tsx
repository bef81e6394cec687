import { Button, Group, Modal, Stack } from '@mantine/core';
import { passwordPolicyMessage } from '@freight/contracts';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { isApiError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { toast } from '../../../shared/ui/feedback/toast';
import { applyServerErrors, PasswordField, useAppForm } from '../../../shared/ui/form';
import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema, type ChangePasswordForm } from '../lib/password-form';
import { FormAlert } from './FormAlert';

const empty: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordBody({ onClose }: { onClose: () => void }) {
  const form = useAppForm(changePasswordFormSchema, empty);
  const change = useChangePassword();
  const [error, setError] = useState<string>();

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setError(undefined);
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      toast({ type: 'success', message: 'Password changed. You have been logged out everywhere else.' });
      onClose();
    } catch (failure) {
      // "Old password is invalid" and the policy go on their fields; anything else above the form
      if (!isApiError(failure, 'validation')) setError(displayMessageFor(failure));
      const unplaced = applyServerErrors(failure, ['oldPassword', 'newPassword'], form.setError);
      if (unplaced.length > 0) setError(unplaced.join(' '));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="sm">
          <FormAlert message={error} />
          {/* the modal's focus trap takes the field it marks: with autoFocus it first took the close button, and
              the field's blur flagged it blank before anything was typed */}
          <PasswordField
            name="oldPassword"
            label="Current password"
            autoComplete="current-password"
            data-autofocus
          />
          <PasswordField
            name="newPassword"
            label="New password"
            autoComplete="new-password"
            description={`${passwordPolicyMessage}.`}
          />
          <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Spec 5.3 (A27): the signed-in user's change of password, from the user menu. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change password" centered>
      {opened ? <ChangePasswordBody onClose={onClose} /> : null}
    </Modal>
  );
}
