import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { GoBackButton } from '../../../shared/ui/errors';

/**
 * Why the document cannot be shown, and the way onward: back always; "Try again" only when asking again may succeed
 * (a missing document stays missing).
 */
export function DocumentFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" m="lg" title="The document could not be shown">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Group gap="sm">
          <GoBackButton />
          {onRetry ? (
            <Button variant="light" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
