import { Alert, Anchor, Button, Checkbox, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { displayMessages } from '@freight/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { takeRedirect } from '../../../shared/lib/session-state';
import { useAcceptTerms } from '../api/accept-terms';
import { LegalLayout } from '../components/LegalLayout';
import { PolicyDocumentView } from '../components/PolicyDocumentView';

/** Spec 4.5: the current terms must be accepted before the app opens; then back to where the user was going. */
export function AcceptTermsPage() {
  const [agreed, setAgreed] = useState(false);
  const accept = useAcceptTerms();
  const navigate = useNavigate();

  // a refusal shows from the mutation's state; it must not escape as an unhandled rejection
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => void navigate(takeRedirect() ?? paths.home(), { replace: true }),
    });

  return (
    <LegalLayout
      aside={
        <Anchor component={Link} to={paths.logout()} size="sm">
          Log out
        </Anchor>
      }
    >
      <Stack gap="md">
        <Title order={1} fz="h2">
          Accept terms of use
        </Title>
        <Text size="sm" c="dimmed">
          Our terms of use or privacy policy have changed. Read and accept them to continue.
        </Text>
        <ScrollArea.Autosize
          mah={420}
          type="auto"
          offsetScrollbars
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
          p="md"
          // a scrolling region reachable by keyboard, so the terms can be read without a mouse
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Terms of Use' }}
        >
          <PolicyDocumentView family="termsOfUse" titleOrder={2} />
        </ScrollArea.Autosize>
        <Text size="sm">
          Also read the{' '}
          <Anchor component={Link} to={paths.privacyPolicy()} target="_blank">
            Privacy Policy
          </Anchor>
          , which includes the credit reporting policy.
        </Text>
        {accept.isError ? <Alert color="red">{displayMessages.badRequest}</Alert> : null}
        <Group justify="space-between">
          <Checkbox
            label="I have read and accept the Terms of Use and the Privacy Policy"
            checked={agreed}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
          />
          <Button disabled={!agreed} loading={accept.isPending} onClick={onAccept}>
            Accept
          </Button>
        </Group>
      </Stack>
    </LegalLayout>
  );
}
