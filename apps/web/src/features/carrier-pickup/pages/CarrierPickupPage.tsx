import '../../../shared/ui/styles/mantine-shell';
import { Alert, Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pickupMessages, type CarrierPickup } from '@freight/contracts';
import { usePlatformConfig } from '../../../shared/lib/platform-config';
import { MAIN_CONTENT_ID } from '../../../shared/ui/a11y/SkipLink';
import { ContactText } from '../components/ContactText';
import { PickupSummary } from '../components/PickupSummary';
import { ResponseNote } from '../components/ResponseNote';
import { parseAction } from '../lib/summary';
import { useCarrierResponse, type ResponseState } from '../lib/use-carrier-response';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    // the page's main landmark, which the skip link leads to as on every other page
    <Center component="main" id={MAIN_CONTENT_ID} tabIndex={-1} mih="100vh" p="md">
      <Stack w="100%" maw={640} gap="lg">
        <Title order={1} fz="h2">
          {pickupMessages.pageTitle}
        </Title>
        {children}
      </Stack>
    </Center>
  );
}

function ResponseCard({
  pickup,
  onNote,
}: {
  pickup: CarrierPickup;
  onNote: (confirm: boolean, text: string) => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  const save = (confirm: boolean) => async (text: string) => {
    setSaving(true);
    await onNote(confirm, text);
    setSaving(false);
  };
  const confirmed = pickup.confirmation !== null;
  const rejected = pickup.rejection !== null;
  const title = confirmed ? pickupMessages.confirmed : rejected ? pickupMessages.rejected : 'Pickup request';
  return (
    <Paper withBorder radius="md" p="lg" aria-label={title} component="section">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {confirmed ? <Badge color="green">Confirmed</Badge> : null}
          {rejected ? <Badge color="red">Rejected</Badge> : null}
        </Group>
        <PickupSummary pickup={pickup} />
        {pickup.confirmation ? (
          <ResponseNote
            kind="reference"
            value={pickup.confirmation.carrierReference}
            saving={saving}
            onSave={(text) => void save(true)(text)}
          />
        ) : null}
        {pickup.rejection ? (
          <ResponseNote
            kind="reason"
            value={pickup.rejection.reason}
            saving={saving}
            onSave={(text) => void save(false)(text)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

function Outcome({
  state,
  onNote,
}: {
  state: ResponseState;
  onNote: (confirm: boolean, text: string) => Promise<void>;
}) {
  const { data: config } = usePlatformConfig();
  const phone = config?.helpContact.phone ?? '';
  const email = config?.helpContact.email ?? '';
  switch (state.phase) {
    case 'answering':
    case 'loading':
      return (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{state.phase === 'loading' ? 'Loading pickup request' : null}</Text>
        </Group>
      );
    case 'shown':
      return <ResponseCard pickup={state.pickup} onNote={onNote} />;
    case 'changeFailed':
      return (
        <Paper withBorder radius="md" p="lg" component="section">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {pickupMessages.responseChangeFailed}
            </Title>
            <Text size="sm" c="dimmed" component="footer">
              <ContactText
                text={pickupMessages.changeFailedFooter(email, phone)}
                phone={phone}
                email={email}
              />
            </Text>
          </Stack>
        </Paper>
      );
    case 'invalid':
      return (
        <Alert color="red" title={pickupMessages.invalidLink}>
          <ContactText text={pickupMessages.invalidLinkPrompt(phone)} phone={phone} />
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" title="Oops! Something went wrong.">
          <ContactText text={`Refresh the page, or call support on ${phone}.`} phone={phone} />
        </Alert>
      );
  }
}

/** Spec 2: the carrier's answer to a pickup request, opened from the e-mail's link without signing in. */
export function CarrierPickupPage() {
  const [params] = useSearchParams();
  const action = parseAction(params.get('action'));
  const token = params.get('token') ?? '';
  const { state, addNote } = useCarrierResponse(token, action);
  return (
    <Frame>
      {state.phase === 'answering' ? (
        <Text fw={500} role="status">
          {action === 'reject' ? pickupMessages.rejecting : pickupMessages.confirming}
        </Text>
      ) : null}
      <Outcome state={state} onNote={addNote} />
    </Frame>
  );
}
