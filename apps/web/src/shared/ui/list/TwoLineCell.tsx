import { Stack, Text } from '@mantine/core';

/** A cell's name and, dimmed under it, where or what it is (a party and its place, a carrier and its service). */
export function TwoLineCell({ main, detail }: { main: string; detail?: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} lineClamp={1}>
        {main}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}
