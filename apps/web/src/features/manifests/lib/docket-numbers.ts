import { manifestDocketNumbersSchema } from '@freight/contracts';
import { fieldErrorText } from '@freight/rules';

/** Docket numbers as typed, comma-separated: each trimmed, blanks left out. */
export const docketNumbersOf = (text: string): string[] =>
  text
    .split(',')
    .map((docket) => docket.trim())
    .filter(Boolean);

/**
 * The first problem of typed docket numbers, sentence-cased, by the contract's own limits and messages, so the field
 * says it before anything is sent; undefined when they would be accepted.
 */
export function docketNumbersError(text: string): string | undefined {
  const checked = manifestDocketNumbersSchema.safeParse(docketNumbersOf(text));
  return checked.success ? undefined : fieldErrorText(checked.error.issues[0]?.message);
}
