import { Stack, Text } from '@mantine/core';

/** A cell's name and, dimmed under it, where or what it is (a party and its place, a carrier and its service). */
export function TwoLineCell({ main, detail }: { main: string; detail?: string | null }) {
  return (
    // a clamped line has no width of its own: without a floor a crowded table squeezes names to a few letters
    <Stack gap={0} miw="7.5rem">
      {/* a name cut short reads whole on hover */}
      <Text size="sm" fw={500} lineClamp={1} title={main}>
        {main}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed" lineClamp={1} title={detail}>
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}
