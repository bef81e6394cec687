import type { Pdf } from './pdf';
import { printable } from './printable';

/**
 * Text that must be printed whole (names, addresses, postcodes, consignment numbers): shrunk to a floor
 * size, then wrapped onto more lines, never cut with an ellipsis. Labels, connotes, dangerous goods
 * summaries and manifests lay out their names and addresses with these.
 */
export interface FitStyle {
  font: string;
  size: number;
  /** The least size a one-line fit may shrink to before the text wraps. */
  minSize: number;
  /** Lines the text may wrap over at `minSize`; more are used (smaller still) rather than cut anything. */
  maxLines: number;
  align?: 'left' | 'right' | 'center';
}

export interface FittedText {
  font: string;
  size: number;
  lines: string[];
  align: 'left' | 'right' | 'center';
  /** Points from the top of the first line to the bottom of the last. */
  height: number;
  /** Points the first line moves down so a shrunk single line keeps the full size's baseline. */
  offset: number;
}

/** Line pitch as a multiple of the font size. */
const LEADING = 1.15;
/** Below this a wrapped text stops shrinking and takes more lines instead. */
const LEAST_SIZE = 5;
/** Keeps a fit that is exactly the width from being measured a hair over it. */
const EPSILON = 0.01;

/**
 * `text` split into words, except that each of `unbreakable` stays whole on one line: "VIC 3549" keeps the
 * state next to its postcode.
 */
export function wordsOf(text: string, unbreakable: string[] = []): string[] {
  const words: string[] = [];
  let rest = text.trim();
  for (const whole of unbreakable) {
    const at = whole ? rest.lastIndexOf(whole) : -1;
    if (at >= 0 && at + whole.length === rest.length) {
      rest = rest.slice(0, at).trim();
      words.unshift(whole);
    }
  }
  return [...rest.split(/\s+/).filter((w) => w !== ''), ...words];
}

function widthAt(doc: Pdf, font: string, size: number, text: string): number {
  return doc.font(font).fontSize(size).widthOfString(printable(text));
}

/** A word too long for any line is broken between characters, the only way to keep all of it. */
function breakWord(doc: Pdf, font: string, size: number, word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece !== '' && widthAt(doc, font, size, piece + ch) > width - EPSILON) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** Greedy word wrap of `words` at `size` within `width`. */
export function wrapWords(doc: Pdf, font: string, size: number, words: string[], width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (widthAt(doc, font, size, candidate) <= width - EPSILON) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    if (widthAt(doc, font, size, word) <= width - EPSILON) current = word;
    else {
      const pieces = breakWord(doc, font, size, word, width);
      current = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

function fitted(style: FitStyle, size: number, lines: string[], offset = 0): FittedText {
  return {
    font: style.font,
    size,
    lines,
    align: style.align ?? 'left',
    height: lines.length === 0 ? 0 : size * (1 + LEADING * (lines.length - 1)),
    offset,
  };
}

/** Lays `words` out within `width`: one line at up to `style.size`, else wrapped; see `FitStyle`. */
export function fitWords(doc: Pdf, words: string[], width: number, style: FitStyle): FittedText {
  if (words.length === 0) return fitted(style, style.size, []);
  const text = words.join(' ');
  const natural = widthAt(doc, style.font, style.size, text);
  if (natural <= width - EPSILON) return fitted(style, style.size, [text]);
  // Rounded down to a tenth of a point, so the shrunk line measures inside the width.
  const shrunk = Math.floor(((style.size * (width - EPSILON)) / natural) * 10) / 10;
  if (shrunk >= style.minSize && widthAt(doc, style.font, shrunk, text) <= width - EPSILON)
    return fitted(style, shrunk, [text], (style.size - shrunk) * 0.8);
  let size = style.minSize;
  let lines = wrapWords(doc, style.font, size, words, width);
  while (lines.length > style.maxLines && size > LEAST_SIZE) {
    size = Math.max(LEAST_SIZE, size - 0.5);
    lines = wrapWords(doc, style.font, size, words, width);
  }
  return fitted(style, size, lines);
}

/** `fitWords` over the words of `text`. */
export function fitText(doc: Pdf, text: string, width: number, style: FitStyle): FittedText {
  return fitWords(doc, wordsOf(text), width, style);
}

/** Draws a fitted text with its top at `y`; returns the y under its last line. */
export function drawFitted(doc: Pdf, text: FittedText, x: number, y: number, width: number): number {
  doc.font(text.font).fontSize(text.size);
  text.lines.forEach((line, i) => {
    const content = printable(line);
    const w = doc.widthOfString(content);
    const dx = text.align === 'right' ? width - w : text.align === 'center' ? (width - w) / 2 : 0;
    // No width: PDFKit then neither wraps nor cuts, the line having been measured to fit already.
    doc.text(content, x + Math.max(0, dx), y + text.offset + i * text.size * LEADING, { lineBreak: false });
  });
  return y + text.height;
}

/** One part of a block of text: its words, style, and the space (points) left under it. */
export interface BlockPart {
  words: string[];
  style: FitStyle;
  gapAfter?: number;
}

export interface FittedBlock {
  parts: { text: FittedText; gapAfter: number }[];
  height: number;
}

function layout(doc: Pdf, parts: BlockPart[], width: number, scale: number): FittedBlock {
  const laid = parts
    .filter((p) => p.words.length > 0)
    .map((p) => ({
      // Within a block each part sits right under the one before, shrunk or not.
      text: {
        ...fitWords(doc, p.words, width, {
          ...p.style,
          size: p.style.size * scale,
          minSize: Math.min(p.style.size * scale, p.style.minSize * Math.max(scale, 0.8)),
        }),
        offset: 0,
      },
      gapAfter: (p.gapAfter ?? 0) * scale,
    }));
  const height = laid.reduce((sum, p, i) => sum + p.text.height + (i < laid.length - 1 ? p.gapAfter : 0), 0);
  return { parts: laid, height };
}

/**
 * A party's name and address as one block that fits `maxHeight`: each part fitted as `fitWords` does, the
 * whole scaled down step by step when the parts together are too tall. Nothing is ever cut.
 */
export function fitBlock(doc: Pdf, parts: BlockPart[], width: number, maxHeight: number): FittedBlock {
  let block = layout(doc, parts, width, 1);
  for (let scale = 0.94; block.height > maxHeight && scale > 0.4; scale -= 0.06)
    block = layout(doc, parts, width, scale);
  return block;
}

/** Draws a fitted block from `y`; returns the y under it. */
export function drawBlock(doc: Pdf, block: FittedBlock, x: number, y: number, width: number): number {
  let top = y;
  for (const part of block.parts) top = drawFitted(doc, part.text, x, top, width) + part.gapAfter;
  return top;
}

/**
 * A line that is never cut (a consignment number): shrunk to fit, or wrapped at `minSize` if even that is
 * too wide. The shrunk line keeps the baseline of the full size.
 */
export function wholeLine(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  style: FitStyle,
): number {
  return drawFitted(doc, fitText(doc, text, width, style), x, y, width);
}
