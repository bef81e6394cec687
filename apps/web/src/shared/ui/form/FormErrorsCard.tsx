import { Alert, List } from '@mantine/core';
import { sentenceCase } from '@freight/rules';

export const FORM_ERRORS_TITLE = 'Please fix the following errors';

/**
 * Document 3 section 2: validation errors that no field shows, listed in one card. A save that failed for another
 * reason (no connection, a fault of the server) is listed under its own title: there is nothing in the form to fix.
 */
export function FormErrorsCard({
  messages,
  title = FORM_ERRORS_TITLE,
}: {
  messages: readonly string[];
  title?: string;
}) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <List size="sm" spacing={2}>
        {messages.map((m) => (
          <List.Item key={m}>{sentenceCase(m)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
