import '@mantine/core/styles/Kbd.layer.css';
import { Group, Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { SHORTCUTS, STANDARD_KEYS } from './keyboard-shortcuts';

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? (
            <Text span size="xs" c="dimmed" aria-hidden>
              +
            </Text>
          ) : null}
          <Kbd size="xs">{key}</Kbd>
        </Fragment>
      ))}
    </Group>
  );
}

function KeyTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly { keys: readonly string[]; description: string }[];
}) {
  return (
    <Table verticalSpacing={4} fz="sm" aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={180}>Keys</Table.Th>
          <Table.Th>Does</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.keys.join('+')} ${row.description}`}>
            <Table.Td>
              <Keys keys={row.keys} />
            </Table.Td>
            <Table.Td>{row.description}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The shortcuts of the app and the standard keys, opened from the user menu or with Alt+Shift+K. */
export function KeyboardShortcutsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered size="lg">
      <Stack gap="md">
        <Text size="sm">Everything in the app works with the keyboard alone.</Text>
        <Title order={2} size="h5">
          Shortcuts
        </Title>
        <KeyTable caption="Shortcuts" rows={SHORTCUTS} />
        <Title order={2} size="h5">
          On every screen
        </Title>
        <KeyTable caption="Keys on every screen" rows={STANDARD_KEYS} />
      </Stack>
    </Modal>
  );
}
