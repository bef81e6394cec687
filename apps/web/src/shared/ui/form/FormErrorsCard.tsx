import { Alert, List } from '@mantine/core';
import { sentenceCase } from '@freight/rules';
import { useEffect, useRef } from 'react';

export const FORM_ERRORS_TITLE = 'Please fix the following errors';

/**
 * Document 3 section 2: validation errors that no field shows, listed in one card. A save that failed for another
 * reason (no connection, a fault of the server) is listed under its own title: there is nothing in the form to fix.
 * The card takes the focus, so it is scrolled into view and read, unless a field the errors focused holds it: after
 * a failed save the focus is nowhere, on the submit button pressed, or still in the field last typed in (a dialog's
 * Save leaves it there).
 */
export function FormErrorsCard({
  messages,
  title = FORM_ERRORS_TITLE,
}: {
  messages: readonly string[];
  title?: string;
}) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    const onFieldInError = focused instanceof HTMLElement && focused.getAttribute('aria-invalid') === 'true';
    if (messages.length > 0 && !onFieldInError) card.current?.focus();
  }, [messages]);
  if (messages.length === 0) return null;
  return (
    <Alert ref={card} tabIndex={-1} color="red" variant="light" title={title} role="alert">
      <List size="sm" spacing={2}>
        {messages.map((m) => (
          <List.Item key={m}>{sentenceCase(m)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
