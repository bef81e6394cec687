import { Text } from '@mantine/core';
import { displayMessageFor } from '../../lib/display-message';

/** What stopped a request, in red where its control is; nothing while it has not failed. */
export function RequestError({ request }: { request: { isError: boolean; error: unknown } }) {
  return request.isError ? (
    <Text size="sm" c="red">
      {displayMessageFor(request.error)}
    </Text>
  ) : null;
}
