import { Alert, Button, Stack, Text } from '@mantine/core';

/**
 * Why the document cannot be shown; "Try again" only when asking again may succeed (a missing document stays
 * missing). No "Go back": the page opens in a window of its own, and the error screens' button would bring their
 * module (and its icons) into every first load through the chunk both then share.
 */
export function DocumentFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" m="lg" title="The document could not be shown">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
