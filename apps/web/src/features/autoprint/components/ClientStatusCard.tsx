import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Printer } from '@freight/contracts';
import {
  clientStatusLabels,
  clientStatusMeaning,
  statusColors,
  type ClientState,
} from '../lib/client-status';

/** Spec 2 (T04, T10): the agent's state, where it runs, its version, what that means, and its printers. */
export function ClientStatusCard({
  state,
  printers,
}: {
  state: ClientState | undefined;
  printers: Printer[];
}) {
  return (
    <Paper withBorder p="md" aria-labelledby="autoprint-client-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="autoprint-client-title">
            Print agent
          </Title>
          {state ? (
            <Badge
              color={statusColors[state.status]}
              variant="light"
              data-testid="autoprint-status"
              size="lg"
            >
              {clientStatusLabels[state.status]}
            </Badge>
          ) : null}
        </Group>
        {state ? (
          <Text size="sm">{clientStatusMeaning(state)}</Text>
        ) : (
          <Text size="sm">Checking the print agent…</Text>
        )}
        {state?.machineName ? (
          <Text size="sm" c="dimmed">
            Machine {state.machineName}
            {state.version ? `, agent version ${state.version}` : ''}
          </Text>
        ) : null}
        <Text size="sm" fw={500}>
          Printers
        </Text>
        {printers.length === 0 ? (
          <Text size="sm" c="dimmed">
            The print agent has reported no printers.
          </Text>
        ) : (
          <ul aria-label="Printers" style={{ margin: 0 }}>
            {printers.map((printer) => (
              <li key={printer.id}>
                <Text size="sm" span>
                  {printer.name}
                  {printer.isDefault ? ' (the computer’s default)' : ''}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
