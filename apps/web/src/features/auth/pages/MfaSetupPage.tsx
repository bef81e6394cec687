import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Code.layer.css';
import { Alert, Box, Button, Code, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { mfaVerifyRequestSchema } from '@freight/contracts';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTakeFocus } from '../../../shared/ui/a11y/take-focus';
import { TextField, useAppForm } from '../../../shared/ui/form';
import { IconCircleCheck } from '../../../shared/ui/icons/icons';
import { useSession } from '../api/get-session';
import { useSetupMfa } from '../api/setup-mfa';
import { useVerifyMfaSetup } from '../api/verify-mfa-setup';
import { FormAlert } from '../components/FormAlert';
import { authErrorMessage } from '../lib/error-messages';

/**
 * Says the app is on. Just turned on, it takes the focus from the Turn on button that went with the form; found on
 * when the page opens, it leaves the focus be.
 */
function AppIsOn({ justTurnedOn }: { justTurnedOn: boolean }) {
  const alert = useTakeFocus<HTMLDivElement>();
  return (
    <Alert
      ref={justTurnedOn ? alert : undefined}
      tabIndex={-1}
      color="green"
      variant="light"
      icon={<IconCircleCheck />}
      title="Authenticator app is on"
    >
      You will be asked for a code from your authenticator app each time you log in.
    </Alert>
  );
}

/** The first words of the set-up take the focus from the Start button they replace; Tab then goes on to the code. */
function ScanInstruction() {
  const text = useTakeFocus<HTMLParagraphElement>();
  return (
    <Text ref={text} tabIndex={-1} size="sm">
      Scan this QR code with your authenticator app, or enter the key by hand.
    </Text>
  );
}

/** Turns on authenticator-app (TOTP) sign-in: scan the QR code, then confirm with a code (spec 4.1). */
export function MfaSetupPage() {
  const session = useSession();
  const setup = useSetupMfa();
  const verify = useVerifyMfaSetup();
  const form = useAppForm(mfaVerifyRequestSchema, { code: '' });
  const [error, setError] = useState<string>();
  const enabled = session.data?.signedIn && session.data.user.preferredMfa === 'TOTP';

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await verify.mutateAsync(values);
    } catch (failure) {
      setError(authErrorMessage(failure));
    }
  });

  return (
    <Stack maw={640} mx="auto" py="xl" px="md" gap="md">
      <Title order={1} fz="h2">
        Set up authenticator app
      </Title>
      {verify.isSuccess || (enabled && !setup.data) ? <AppIsOn justTurnedOn={verify.isSuccess} /> : null}
      {!verify.isSuccess ? (
        <Paper withBorder p="lg" radius="md">
          {setup.data ? (
            <Stack gap="md">
              <ScanInstruction />
              <Group align="flex-start" gap="xl">
                <Image
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrCodeSvg)}`}
                  alt="QR code for your authenticator app"
                  w={180}
                  h={180}
                  bg="white"
                  p={6}
                  radius="sm"
                />
                <Stack gap={4}>
                  <Text size="xs" c="dimmed">
                    Key
                  </Text>
                  <Code fz="sm">{setup.data.secret}</Code>
                </Stack>
              </Group>
              <FormAlert message={error} />
              <FormProvider {...form}>
                <form onSubmit={submit} noValidate>
                  {/* the button sits beside the box itself, so a message under the box does not pull it down */}
                  <TextField
                    name="code"
                    label="Code from the app"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    inputContainer={(input) => (
                      <Group gap="sm" wrap="nowrap">
                        <Box w={200}>{input}</Box>
                        <Button type="submit" loading={verify.isPending}>
                          Turn on
                        </Button>
                      </Group>
                    )}
                  />
                </form>
              </FormProvider>
            </Stack>
          ) : (
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                Protect your account with a code from an authenticator app on your phone, as well as your
                password.
              </Text>
              <FormAlert message={setup.isError ? authErrorMessage(setup.error) : undefined} />
              <Button onClick={() => setup.mutate()} loading={setup.isPending}>
                {enabled ? 'Set up again' : 'Start set-up'}
              </Button>
            </Stack>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}
