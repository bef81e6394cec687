import { Alert, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { receiverNotificationKinds, receiverNotificationLabels } from '@freight/contracts';
import type { ReceiverNotificationKind, ReceiverNotificationSettings, Site } from '@freight/contracts';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { toast } from '../../../shared/ui/feedback/toast';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { useReceiverNotifications, useSaveReceiverNotifications } from '../api/receiver-notifications';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { useDiscardGuard } from '../../../shared/ui/dialogs';

/** What each e-mail tells the receiver, so a shipper knows what they turn on. */
const descriptions: Record<ReceiverNotificationKind, string> = {
  pickedUp: 'When the carrier collects the freight from the sender.',
  outForDelivery: 'When the carrier’s driver takes it out for delivery.',
  delivered: 'When it is delivered, with the proof of delivery once the carrier sends it.',
  late: 'Once, when a consignment has not been delivered by its ETA.',
};

function SettingsForm({
  site,
  saved,
  focusOnMount,
}: {
  site: Site;
  saved: ReceiverNotificationSettings;
  /** Set by a save: the form that replaces the saved one takes the focus the disabled Save button lost. */
  focusOnMount: RefObject<boolean>;
}) {
  const [draft, setDraft] = useState(saved);
  const save = useSaveReceiverNotifications(site.id);
  const card = useRef<HTMLDivElement>(null);
  const changed = receiverNotificationKinds.some((kind) => draft[kind] !== saved[kind]);
  // leaving with unsaved switches asks first, as every form does (spec 2.4)
  useDiscardGuard(changed);
  useEffect(() => {
    if (!focusOnMount.current) return;
    focusOnMount.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) card.current?.focus();
  }, [focusOnMount]);
  const onSave = () =>
    save.mutate(draft, {
      onSuccess: () => {
        focusOnMount.current = true;
        toast({ type: 'success', message: 'Receiver notifications saved' });
      },
    });
  return (
    <Paper
      ref={card}
      tabIndex={-1}
      role="group"
      aria-label="Receiver notification e-mails"
      withBorder
      radius="sm"
      p="lg"
      maw={640}
    >
      <Stack gap="md">
        <Text size="sm">
          Each e-mail goes to the receiver contact of the consignment, with a link to its tracking page. A
          receiver is told once of each event.
        </Text>
        {receiverNotificationKinds.map((kind) => (
          <Switch
            key={kind}
            label={receiverNotificationLabels[kind]}
            description={descriptions[kind]}
            checked={draft[kind]}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setDraft((current) => ({ ...current, [kind]: on }));
            }}
          />
        ))}
        {save.isError ? <Alert color="red">{displayMessageFor(save.error)}</Alert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!changed || save.isPending} onClick={() => setDraft(saved)}>
            Discard changes
          </Button>
          <Button disabled={!changed} loading={save.isPending} onClick={onSave}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Site settings: which tracking e-mails the site's receivers get. */
export function ReceiverNotificationsPage({ site }: { site: Site }) {
  const settings = useReceiverNotifications(site.id);
  const focusOnMount = useRef(false);
  return (
    <PageFrame>
      <PageHeader
        title="Receiver notifications"
        description={`The tracking e-mails the receivers of ${site.displayName} get.`}
      />
      {settings.isError ? (
        <Alert color="red">{displayMessageFor(settings.error)}</Alert>
      ) : settings.data ? (
        // keyed by the saved settings, so a save or a refetch starts the form from what is stored
        <SettingsForm
          key={JSON.stringify(settings.data)}
          site={site}
          saved={settings.data}
          focusOnMount={focusOnMount}
        />
      ) : (
        <PageLoader label="Loading receiver notifications" />
      )}
    </PageFrame>
  );
}
