import '@mantine/core/styles/Code.layer.css';
import { Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import { focusWhenLost } from '../../../shared/ui/a11y/focus-when-lost';
import { confirmDialog } from '../../../shared/ui/dialogs';
import type { SecretKeySummary } from '@freight/contracts';
import { formatInstant } from '../../../shared/lib/display-format';
import { useSecretKey } from '../api/autoprint-mutations';
import { useSecretKeySummary } from '../api/autoprint-queries';
import { agentStartCommand } from '../lib/agent-command';

/** Copies the value, and says so for a moment. */
function CopyValueButton({
  value,
  label,
  ref,
}: {
  value: string;
  label: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button ref={ref} variant="light" onClick={copy}>
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}

// a key and a command are one long word each: they wrap inside the card rather than widening it past its edge
const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The new key, shown once, with the command that starts the agent. It appears only when Generate was pressed, and
 * must be copied now: its Copy key button takes the focus (the Generate button lost it while the key was made).
 */
function NewKey({ secretKey, command }: { secretKey: string; command: string }) {
  const copyKey = useRef<HTMLButtonElement>(null);
  useEffect(() => copyKey.current?.focus(), []);
  return (
    <Alert color="yellow" title="Copy the key now: it is shown only once">
      <Stack gap="xs">
        <Code block data-testid="secret-key" style={wrapped}>
          {secretKey}
        </Code>
        <Text size="sm">
          Start the print agent with it on that PC, at the root of a copy of this app’s repository (its
          README, “Print agent”, says how):
        </Text>
        <Code block data-testid="agent-command" style={wrapped}>
          {command}
        </Code>
        <Group>
          <CopyValueButton ref={copyKey} value={secretKey} label="Copy key" />
          <CopyValueButton value={command} label="Copy command" />
        </Group>
      </Stack>
    </Alert>
  );
}

/** Which key the site has now: only its first characters are ever shown again. */
function CurrentKey({ current }: { current: SecretKeySummary | null | undefined }) {
  if (current === undefined) return null;
  if (current === null)
    return (
      <Text size="sm">This site has no secret key: generate one, then start the print agent with it.</Text>
    );
  return (
    <Text size="sm">
      Current key <Code>{current.prefix}…</Code>, generated {formatInstant(current.createdAt)}.
    </Text>
  );
}

/** Spec 2 (T08, T09): generate the agent's secret key (shown once, with the command to start the agent), or delete it. */
export function SecretKeyCard({ siteId }: { siteId: string }) {
  const { generate, remove } = useSecretKey(siteId);
  // undefined while it is read: replacing a key that may exist still asks first
  const current = useSecretKeySummary(siteId).data;
  const [shown, setShown] = useState<string | null>(null);
  // the Delete pressed goes with the key: its focus moves to Generate rather than out of the page
  const generateButton = useRef<HTMLButtonElement>(null);
  const command = shown ? agentStartCommand(window.location.origin, shown) : '';
  const onGenerate = async () => {
    if (
      current !== null &&
      !(await confirmDialog({
        title: 'Generate a new secret key?',
        message: 'The print agent using the current key stops printing until it is started with the new one.',
      }))
    )
      return;
    generate.mutate(undefined, { onSuccess: (key) => setShown(key) });
  };
  const onDelete = async () => {
    const keepFocus = focusWhenLost(document.activeElement, () => generateButton.current);
    if (
      !(await confirmDialog({
        title: 'Delete the secret key?',
        message: 'The print agent is disconnected at once and nothing prints until a new key is generated.',
      }))
    )
      return;
    remove.mutate(undefined, {
      onSuccess: () => {
        setShown(null);
        keepFocus();
      },
    });
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Secret key
        </Title>
        <Text size="sm">
          The print agent signs in with this site’s secret key. Run it on the PC beside your label and office
          printers (it prints with CUPS; with <Code>--folder DIR</Code> it writes PDFs to a folder instead).
        </Text>
        <CurrentKey current={current} />
        {shown ? <NewKey secretKey={shown} command={command} /> : null}
        <Group>
          <Button ref={generateButton} onClick={() => void onGenerate()} loading={generate.isPending}>
            Generate secret key
          </Button>
          {current ? (
            <Button color="red" variant="outline" onClick={() => void onDelete()} loading={remove.isPending}>
              Delete secret key
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
