import type { DocumentParty } from '../render-input';
import { fitBlock, wordsOf, type BlockPart, type FitStyle, type FittedBlock } from './fit-text';
import { BOLD, REGULAR, type Pdf } from './pdf';

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

/** How a document sets a party: the sizes of its name, street, locality and contact, and the gaps between. */
export interface PartyStyle {
  sizes: { name: FitStyle; street: FitStyle; locality: FitStyle; contact: FitStyle };
  gaps: { afterName: number; betweenStreets: number; afterStreets: number; afterLocality: number };
}

/** A part's size and the least it may shrink to, in points. */
type Sizes = readonly [size: number, minSize: number];

/**
 * A party style as every document sets one: the name bold, the street and contact regular, the locality in
 * `localityFont`; each part may wrap over two lines but the contact, which keeps to one.
 */
export function partyStyle(
  sizes: { name: Sizes; street: Sizes; locality: Sizes; contact: Sizes },
  gaps: PartyStyle['gaps'],
  localityFont = REGULAR,
): PartyStyle {
  const part = (font: string, [size, minSize]: Sizes, maxLines = 2): FitStyle => ({
    font,
    size,
    minSize,
    maxLines,
  });
  return {
    sizes: {
      name: part(BOLD, sizes.name),
      street: part(REGULAR, sizes.street),
      locality: part(localityFont, sizes.locality),
      contact: part(REGULAR, sizes.contact, 1),
    },
    gaps,
  };
}

/**
 * A party as a block of text: name, street lines, locality and contact, in the given sizes. Nothing of the
 * name or address is ever cut; the block shrinks and wraps to fit (see `fitBlock`).
 */
function partyParts(p: DocumentParty, { sizes, gaps }: PartyStyle): BlockPart[] {
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

/** A party's block fitted to its box (points), ready for `drawBlock`. */
export function fitParty(
  doc: Pdf,
  p: DocumentParty,
  style: PartyStyle,
  width: number,
  maxHeight: number,
): FittedBlock {
  return fitBlock(doc, partyParts(p, style), width, maxHeight);
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
