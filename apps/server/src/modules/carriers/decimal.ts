/**
 * Exact decimal text to a whole number of the given scale: parseScaled('7.5', 2) is 750. Null when the text
 * is not a plain non-negative decimal or has more places than the scale, so no float rounding ever creeps in.
 */
export function parseScaled(text: string, scale: number): number | null {
  const match = /^\$?(\d{1,12})(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return null;
  const value = Number(whole + fraction.padEnd(scale, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** Dollars to whole cents: '7.50' -> 750. */
export const dollarsToCents = (text: string): number | null => parseScaled(text, 2);

/** Dollars per kg (up to 6 places) to cents per kg (up to 4 places): '0.265' -> 26.5. */
export function dollarsPerKgToCents(text: string): number | null {
  const micros = parseScaled(text, 6);
  return micros === null ? null : micros / 10_000;
}

/** A percent with up to 4 places: '15.25' -> 15.25. */
export function percent(text: string): number | null {
  const scaled = parseScaled(text, 4);
  return scaled === null ? null : scaled / 10_000;
}
