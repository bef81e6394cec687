/** Spec 5.2: phone number messages, verbatim. The spec gives no text for 1800, so it follows the 1300 wording. */
export const phoneMessages = {
  oneThreeHundred: '1300 numbers must have 10 digits',
  oneEightHundred: '1800 numbers must have 10 digits',
  thirteen: '13 numbers must be 6 digits',
  tenDigits: 'must have 10 digits',
  nineDigits: 'must have 9 digits',
  // not quoted by the spec: its rules judge lengths, and letters or symbols are no number at all
  notANumber: 'must be a phone number: digits, spaces and brackets, with + before a country code',
  // not quoted by the spec either: a number its rules do not name still needs the digits of the shortest one (13)
  tooShort: 'must have at least 6 digits',
} as const;

/** The digits of the shortest number that can be called, a 13 number (spec 5.2). */
const SHORTEST_NUMBER = 6;

/** Spec 5.2: spaces and (round) brackets are stripped before any check. */
export function normalisePhone(input: string): string {
  return input.replace(/[\s()]/g, '');
}

/**
 * Spec 5.2, checked in the spec's order, after what no rule of it could pass: letters or symbols. Returns the
 * message, or undefined when valid.
 * Empty input is valid: requiredness is the form's rule. Prefixes the spec does not name are checked only for the
 * digits of the shortest number that can be called.
 * Kept here, beside its messages, so the request schemas' phone fields (`optionalPhone` in fields) and the rules
 * package (which re-exports it for the browser and the server) apply one rule.
 */
export function validatePhone(input: string | null | undefined): string | undefined {
  const phone = normalisePhone(input ?? '');
  const length = phone.length;
  if (length === 0) return undefined;
  if (!/^\+?\d+$/.test(phone)) return phoneMessages.notANumber;
  // a 1300 prefix with 6 digits or fewer is left to the 13 rule below
  if (phone.startsWith('1300') && length > 6)
    return length === 10 ? undefined : phoneMessages.oneThreeHundred;
  if (phone.startsWith('1800')) return length === 10 ? undefined : phoneMessages.oneEightHundred;
  if (phone.startsWith('13')) return length === 6 ? undefined : phoneMessages.thirteen;
  if (/^0[23478]/.test(phone)) return length === 10 ? undefined : phoneMessages.tenDigits;
  if (/^[23478]/.test(phone)) return length === 9 ? undefined : phoneMessages.nineDigits;
  // "12" would reach the carrier as a number to call on site
  return phone.replace(/^\+/, '').length < SHORTEST_NUMBER ? phoneMessages.tooShort : undefined;
}
