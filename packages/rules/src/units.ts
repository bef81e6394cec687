/** The wire carries millimetres, grams and cubic millimetres as whole numbers; screens show cm, kg and m³. */
export const MM_PER_CM = 10;
export const G_PER_KG = 1000;
export const MM3_PER_M3 = 1e9;

/** Rounds to a whole number, first dropping binary noise such as 1.0005 * 1000 = 1000.4999999999999. */
export function roundWhole(value: number): number {
  const rounded = Math.round(Number(value.toPrecision(15)));
  return rounded === 0 ? 0 : rounded; // no -0
}

/** Rounds to a number of decimal places for display, with the same noise handling. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return roundWhole(value * factor) / factor;
}

export const mmToCm = (mm: number): number => mm / MM_PER_CM;
/** Whole millimetres for the wire. */
export const cmToMm = (cm: number): number => roundWhole(cm * MM_PER_CM);

export const gToKg = (g: number): number => g / G_PER_KG;
/** Whole grams for the wire. */
export const kgToG = (kg: number): number => roundWhole(kg * G_PER_KG);

export const mm3ToM3 = (mm3: number): number => mm3 / MM3_PER_M3;
export const m3ToMm3 = (m3: number): number => roundWhole(m3 * MM3_PER_M3);

const durationUnits = [
  ['week', 7 * 24 * 60],
  ['day', 24 * 60],
  ['hour', 60],
  ['minute', 1],
] as const;

/** Spec (document 2, 9): durations in weeks, days, hours and minutes, e.g. '1 week 2 days 3 hours 4 minutes'. */
export function formatDuration(minutes: number): string {
  let rest = Math.abs(roundWhole(minutes));
  if (rest === 0) return '0 minutes';
  const parts: string[] = [];
  for (const [unit, size] of durationUnits) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count} ${unit}${count === 1 ? '' : 's'}`);
  }
  return `${minutes < 0 ? '-' : ''}${parts.join(' ')}`;
}
