/**
 * The GS1 company prefix SSCCs are issued under. A provider enters its own licensed prefix here; this one is
 * the prefix GS1 uses in its own examples, so demo labels never collide with real freight.
 */
export const GS1_COMPANY_PREFIX = '0614141';
/** The SSCC extension digit (0 to 9); one value while the 9-digit serial range lasts. */
export const SSCC_EXTENSION_DIGIT = 0;
