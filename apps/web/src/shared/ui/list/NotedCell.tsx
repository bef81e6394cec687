import { Text } from '@mantine/core';

/** A cell's text and, when there is one, a dimmed note under it (a preset's other names, a manifest's site). */
export function NotedCell({ text, note }: { text: string; note?: string | null }) {
  return (
    <>
      <Text size="sm">{text}</Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </>
  );
}
