import { DEFAULT_FIELD_ERROR } from '@freight/contracts';

/** Spec 5.1: a field's error is shown with its first letter upper-cased; the rest is left as written. */
export function sentenceCase(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Spec 5.1: the text shown for a field's error; an error without text shows the default. */
export function fieldErrorText(message: string | null | undefined): string {
  return message ? sentenceCase(message) : DEFAULT_FIELD_ERROR;
}
