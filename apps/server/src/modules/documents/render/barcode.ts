import bwipjs from 'bwip-js/node';
import type { Pdf } from './pdf';

/** A linear barcode as bars: start and width in modules, out of `modules` in all (quiet zones excluded). */
export interface LinearBarcode {
  modules: number;
  bars: [start: number, width: number][];
}

/**
 * Encodes with bwip-js and keeps only the bar pattern, so the PDF draws the bars as filled rectangles: sharp
 * at any printer resolution and far cheaper than embedding an image per barcode.
 */
export function encodeLinear(bcid: 'gs1-128' | 'code128', text: string): LinearBarcode {
  const [symbol] = bwipjs.raw(bcid, text);
  if (!symbol || !('sbs' in symbol)) throw new Error(`${bcid} gave no bars for ${text}`);
  const bars: [number, number][] = [];
  let at = 0;
  symbol.sbs.forEach((width, i) => {
    // Widths alternate bar, space, bar ... starting with a bar.
    if (i % 2 === 0) bars.push([at, width]);
    at += width;
  });
  return { modules: at, bars };
}

/** Draws the bars to fill `width` exactly. */
export function drawBars(
  doc: Pdf,
  code: LinearBarcode,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  const module = width / code.modules;
  for (const [start, bar] of code.bars) doc.rect(x + start * module, y, bar * module, height);
  doc.fillColor('black').fill();
}

/** SSCC digits grouped as printed under GS1 logistics labels: (00) 0 9312345 123456789 8. */
export function ssccHumanReadable(sscc: string): string {
  return `(00) ${sscc.slice(0, 1)} ${sscc.slice(1, 8)} ${sscc.slice(8, 17)} ${sscc.slice(17)}`;
}

/**
 * The item number of a label without an SSCC (for a carrier that takes them): the consignment number and the
 * item's three-digit place in it (a consignment has at most 999 items), printed as Code 128.
 */
export const itemNumber = (consignmentNo: string, index: number): string =>
  `${consignmentNo}${String(index).padStart(3, '0')}`;
