import { Alert, List } from '@mantine/core';
import { sentenceCase } from '@freight/rules';

export const FORM_ERRORS_TITLE = 'Please fix the following errors';

/** Document 3 section 2: validation errors that no field shows, listed in one card. */
export function FormErrorsCard({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={FORM_ERRORS_TITLE} role="alert">
      <List size="sm" spacing={2}>
        {messages.map((m) => (
          <List.Item key={m}>{sentenceCase(m)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
