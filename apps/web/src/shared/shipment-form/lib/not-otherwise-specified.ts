/**
 * "N.O.S." (not otherwise specified) in a proper shipping name, however it is written: with its dots, spaced or
 * not ("N. O. S."), the last dot left off, or "NOS" as a word of its own (not inside another word).
 */
const NOS = /\bN\.\s*O\.\s*S\b|\bNOS\b/i;

/** Whether a proper shipping name is an N.O.S. one, which names its goods by a technical name (ADG Code). */
export const isNotOtherwiseSpecified = (properShippingName: string) => NOS.test(properShippingName);
