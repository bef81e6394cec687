/**
 * GS1 mod-10 check digits (GS1 General Specifications 7.9): from the right, digits are weighted 3, 1, 3, ...;
 * the check digit brings the weighted sum up to a multiple of ten. SSCCs, GTINs and consignment numbers use it.
 */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('a GS1 check digit is computed over digits only');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit is the GS1 check digit of the ones before it. */
export function hasValidGs1CheckDigit(value: string): boolean {
  if (!/^\d{2,}$/.test(value)) return false;
  return gs1CheckDigit(value.slice(0, -1)) === Number(value.slice(-1));
}

export const SSCC_LENGTH = 18;

/** A GS1 company prefix: 7 to 10 digits, as GS1 licenses them. */
export const GS1_COMPANY_PREFIX_PATTERN = /^\d{7,10}$/;

/** Digits left for the serial reference under a prefix, so that every SSCC has 18: 9 for a 7-digit prefix, 6 for 10. */
export const ssccSerialWidth = (companyPrefix: string): number => SSCC_LENGTH - 2 - companyPrefix.length;

export interface SsccParts {
  /** 0 to 9, chosen by the company to widen its range of serials. */
  extensionDigit: number;
  /** The GS1 company prefix, 7 to 10 digits. */
  companyPrefix: string;
  /** The serial reference; fills the digits the prefix leaves. */
  serial: number;
}

/**
 * An SSCC-18 (GS1 application identifier 00): extension digit, company prefix, serial reference zero-padded to
 * the remaining width, then the check digit. A serial too wide for the prefix is an error, never a wrong code.
 */
export function buildSscc(parts: SsccParts): string {
  const { extensionDigit, companyPrefix, serial } = parts;
  if (!Number.isInteger(extensionDigit) || extensionDigit < 0 || extensionDigit > 9)
    throw new Error('the SSCC extension digit is 0 to 9');
  if (!GS1_COMPANY_PREFIX_PATTERN.test(companyPrefix))
    throw new Error('a GS1 company prefix is 7 to 10 digits');
  const width = ssccSerialWidth(companyPrefix);
  if (!Number.isSafeInteger(serial) || serial < 0 || String(serial).length > width)
    throw new Error(`the SSCC serial reference must fit ${width} digits`);
  const body = `${extensionDigit}${companyPrefix}${String(serial).padStart(width, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

export function isValidSscc(value: string): boolean {
  return value.length === SSCC_LENGTH && hasValidGs1CheckDigit(value);
}

/** The human-readable form printed under a label's barcode: (00) and the 18 digits. */
export const ssccHumanReadable = (sscc: string): string => `(00) ${sscc}`;
