import { gs1CheckDigit } from './gs1';

/** Sequence numbers are printed with at least this many digits; a longer one keeps all of its digits. */
export const CONSIGNMENT_SEQUENCE_DIGITS = 8;

/**
 * DESIGN 5: a consignment number is the carrier's prefix, the carrier's next sequence number (zero-padded) and a
 * GS1 mod-10 check digit over those digits, e.g. TRC 00000017 8 -> 'TRC000000178'. The check digit lets a
 * mistyped number be told apart from another consignment's.
 */
export function formatConsignmentNumber(prefix: string, sequence: number): string {
  if (!/^[A-Z0-9]{0,6}$/.test(prefix))
    throw new Error('a consignment prefix is up to 6 capital letters or digits');
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new Error('a consignment sequence starts at 1');
  const digits = String(sequence).padStart(CONSIGNMENT_SEQUENCE_DIGITS, '0');
  return `${prefix}${digits}${gs1CheckDigit(digits)}`;
}

/** True when the number ends in digits whose last is the check digit of the others (the prefix aside). */
export function isValidConsignmentNumber(value: string, prefix: string): boolean {
  if (!value.startsWith(prefix)) return false;
  const digits = value.slice(prefix.length);
  if (!/^\d+$/.test(digits) || digits.length < CONSIGNMENT_SEQUENCE_DIGITS + 1) return false;
  return gs1CheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}
