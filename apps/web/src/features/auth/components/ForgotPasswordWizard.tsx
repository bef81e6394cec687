import { Button, Stack, Text } from '@mantine/core';
import { passwordResetMessages } from '@freight/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTakeFocus } from '../../../shared/ui/a11y/take-focus';
import { useConfirmForgotPassword } from '../api/confirm-forgot-password';
import { useRequestPasswordResetCode } from '../api/forgot-password';
import { authErrorMessage, resetCompletionMessage } from '../lib/error-messages';
import { FormAlert } from './FormAlert';
import { RequestCodeStep } from './RequestCodeStep';
import { ResetCodeStep } from './ResetCodeStep';

/** Spec 4.2 step 3, in place of the form it completes: its words take the focus, then the way to log in. */
function ResetComplete() {
  const done = useTakeFocus<HTMLParagraphElement>();
  return (
    <Stack gap="md">
      <Text ref={done} tabIndex={-1}>
        {passwordResetMessages.complete}
      </Text>
      <Button component={Link} to={paths.login()}>
        Login
      </Button>
    </Stack>
  );
}

type Step =
  { name: 'request'; username?: string } | { name: 'codeSent'; username: string } | { name: 'complete' };

export interface ForgotPasswordWizardProps {
  /** Spec 4.2 step 4: started from an administrator-requested reset, the code is requested at once. */
  autoRequestFor?: string;
  onComplete?: () => void;
}

/**
 * Spec 4.2: enter the username, then the code and a new password, then "Password has been reset". The state is
 * the component's own, so leaving the wizard resets it.
 */
export function ForgotPasswordWizard({ autoRequestFor, onComplete }: ForgotPasswordWizardProps) {
  const [step, setStep] = useState<Step>(
    autoRequestFor ? { name: 'codeSent', username: autoRequestFor } : { name: 'request' },
  );
  const [failure, setFailure] = useState<string>();
  const requestCode = useRequestPasswordResetCode();
  const confirm = useConfirmForgotPassword();
  const autoRequested = useRef(false);

  const request = async (username: string) => {
    setFailure(undefined);
    try {
      await requestCode.mutateAsync({ username });
      setStep({ name: 'codeSent', username });
    } catch (error) {
      setFailure(authErrorMessage(error));
    }
  };

  useEffect(() => {
    if (!autoRequestFor || autoRequested.current) return;
    autoRequested.current = true;
    void requestCode
      .mutateAsync({ username: autoRequestFor })
      .catch((error: unknown) => setFailure(authErrorMessage(error)));
  }, [autoRequestFor, requestCode]);

  const submit = async (username: string, values: { code: string; newPassword: string }) => {
    setFailure(undefined);
    try {
      await confirm.mutateAsync({ username, ...values });
      setStep({ name: 'complete' });
      onComplete?.();
    } catch (error) {
      // spec 4.2, 8.3: a rejected code has its own message; other failures show as they are
      setFailure(
        resetCompletionMessage(error) ? passwordResetMessages.codeInvalidRetry : authErrorMessage(error),
      );
    }
  };

  if (step.name === 'complete') return <ResetComplete />;
  if (step.name === 'codeSent') {
    const { username } = step;
    return (
      <ResetCodeStep
        username={username}
        failure={failure}
        pending={confirm.isPending}
        resending={requestCode.isPending}
        onCodeEdited={() => setFailure(undefined)}
        onResend={() => request(username)}
        onSubmit={(values) => void submit(username, values)}
        onChangeUsername={
          autoRequestFor
            ? undefined
            : () => {
                setFailure(undefined);
                setStep({ name: 'request', username });
              }
        }
      />
    );
  }
  return (
    <Stack gap="sm">
      <FormAlert message={failure} />
      <RequestCodeStep
        username={step.username}
        pending={requestCode.isPending}
        onSubmit={(username) => void request(username)}
      />
    </Stack>
  );
}
