import { Stack } from '@mantine/core';
import type { FieldError } from 'react-hook-form';
import { fieldErrorMessages } from './field-error';

/** The error text of a field, or undefined when it is valid (Mantine then shows no error). */
export function fieldErrorNode(error: FieldError | undefined, showAll?: boolean) {
  const messages = fieldErrorMessages(error, showAll);
  if (messages.length === 0) return undefined;
  if (messages.length === 1) return messages[0];
  return (
    <Stack gap={2} component="span">
      {messages.map((m) => (
        <span key={m}>{m}</span>
      ))}
    </Stack>
  );
}
