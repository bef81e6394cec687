import type { DocumentParty } from '../render-input';
import { wordsOf, type BlockPart, type FitStyle } from './fit-text';

const oneDecimal = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const threeDecimals = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** Millimetres shown as centimetres, as the app shows them. */
export const cm = (mmValue: number) => oneDecimal.format(mmValue / 10);
export const kg = (grams: number) => `${oneDecimal.format(grams / 1000)} kg`;
/** m³ = mm³ / 1e9. */
export const cubicMetres = (mm3: number) => `${threeDecimals.format(mm3 / 1e9)} m³`;
export const dimensions = (l: number, w: number, h: number) => `${cm(l)} x ${cm(w)} x ${cm(h)} cm`;

/** YYYY-MM-DD as DD/MM/YYYY (en-AU). */
export function auDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return y && m && d ? `${d}/${m}/${y}` : isoDate;
}

export const localityLine = (p: DocumentParty) => `${p.suburb} ${p.state} ${p.postcode}`.toUpperCase();

/** The locality's words for wrapping, the state and postcode kept together on the last line. */
export const localityWords = (p: DocumentParty) =>
  wordsOf(localityLine(p), [`${p.state} ${p.postcode}`.toUpperCase()]);

/**
 * A party as a block of text: name, street lines, locality and contact, in the given sizes. Nothing of the
 * name or address is ever cut; the block shrinks and wraps to fit (see `fitBlock`).
 */
export function partyParts(
  p: DocumentParty,
  sizes: { name: FitStyle; street: FitStyle; locality: FitStyle; contact: FitStyle },
  gaps: { afterName: number; betweenStreets: number; afterStreets: number; afterLocality: number },
): BlockPart[] {
  const streets = streetLines(p);
  return [
    { words: wordsOf(p.name), style: sizes.name, gapAfter: gaps.afterName },
    ...streets.map((street, i) => ({
      words: wordsOf(street),
      style: sizes.street,
      gapAfter: i === streets.length - 1 ? gaps.afterStreets : gaps.betweenStreets,
    })),
    { words: localityWords(p), style: sizes.locality, gapAfter: gaps.afterLocality },
    { words: wordsOf(contactLine(p)), style: sizes.contact },
  ];
}

export function streetLines(p: DocumentParty): string[] {
  return [p.line1, p.line2 ?? ''].filter((l) => l.trim() !== '');
}

export function contactLine(p: DocumentParty): string {
  return [p.contact, p.phone].filter((v) => v && v.trim() !== '').join('  ');
}

export const movementLabel = {
  outbound: 'Outbound',
  inbound: 'Inbound',
  transfer: 'Anywhere to anywhere',
} as const;

/** Distinct DG classes, in order of first appearance: what a label's DG mark lists. */
export function dangerousGoodsClasses(lines: { class: string }[]): string[] {
  return [...new Set(lines.map((l) => l.class))];
}
