import { fieldErrorText } from '@freight/rules';
import type { FieldError } from 'react-hook-form';

/** Every message of a field's error, first one first (react-hook-form keeps the rest in `types`). */
export function allErrorMessages(error: FieldError): string[] {
  const messages: string[] = error.message ? [error.message] : [];
  for (const value of Object.values(error.types ?? {})) {
    for (const message of Array.isArray(value) ? value : [value]) {
      if (typeof message === 'string' && message && !messages.includes(message)) messages.push(message);
    }
  }
  return messages;
}

/**
 * Spec 5.1: a field shows only its first error, sentence-cased, unless all are asked for; an error without text
 * shows 'invalid field'.
 */
export function fieldErrorMessages(error: FieldError | undefined, showAll = false): string[] {
  if (!error) return [];
  const messages = allErrorMessages(error);
  if (messages.length === 0) return [fieldErrorText(undefined)];
  return (showAll ? messages : messages.slice(0, 1)).map((m) => fieldErrorText(m));
}
