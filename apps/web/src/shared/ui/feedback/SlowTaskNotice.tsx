import { Text } from '@mantine/core';
import { displayMessages } from '@freight/contracts';
import { useTakingLong } from '../../lib/use-taking-long';

/** How long a wait runs before the screen says it is taking long (F30). */
export const SLOW_AFTER_MS = { document: 10_000, quoteSet: 5_000 } as const;

/** Spec 8.4 (F30): "This task is taking longer than expected. Try refreshing the page" once a wait runs long. */
export function SlowTaskNotice({ waiting, afterMs }: { waiting: boolean; afterMs: number }) {
  const long = useTakingLong(waiting, afterMs);
  if (!long) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {displayMessages.slow}
    </Text>
  );
}
