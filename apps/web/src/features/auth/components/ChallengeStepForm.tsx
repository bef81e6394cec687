import { Stack } from '@mantine/core';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearPendingChallenge } from '../lib/auth-flow';
import { AuthFormActions } from './AuthFormActions';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';

/** The words of each step of a sign-in challenge (spec 2.1, 4.1). */
const steps = {
  newPassword: {
    title: 'Choose a new password',
    description: 'Your temporary password must be replaced before you continue.',
    submitLabel: 'Set password',
  },
  mfa: {
    title: 'Verify your identity',
    description: 'Enter the 6-digit code from your authenticator app.',
    submitLabel: 'Verify',
  },
} as const;

/**
 * A step of a pending sign-in challenge in the sign-in frame: what went wrong above its fields, then back to log in
 * (which drops the challenge) and the step's submit button.
 */
export function ChallengeStepForm<T extends FieldValues>({
  step,
  error,
  form,
  onSubmit,
  pending,
  children,
}: {
  step: keyof typeof steps;
  error: string | undefined;
  form: UseFormReturn<T>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  children: ReactNode;
}) {
  const { title, description, submitLabel } = steps[step];
  return (
    <AuthLayout title={title} description={description}>
      <FormAlert message={error} />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {children}
            <AuthFormActions
              submitLabel={submitLabel}
              pending={pending}
              onBack={() => clearPendingChallenge()}
            />
          </Stack>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
