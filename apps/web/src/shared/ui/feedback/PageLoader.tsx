import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred loader with a label, e.g. 'Loading your user details' (spec 2.4). */
export function PageLoader({ label, fullHeight }: { label: string; fullHeight?: boolean }) {
  return (
    <Center mih={fullHeight ? '100vh' : 320} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
