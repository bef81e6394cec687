import type { ConsignmentDocumentInput, DocumentParty } from '../render-input';
import { drawBars, type LinearBarcode } from './barcode';
import { drawBlock, drawFitted, fitText, wholeLine } from './fit-text';
import { auDate, fitParty, partyStyle } from './format';
import { A4, BOLD, fitLine, line, MM, mm, REGULAR, type Pdf } from './pdf';

/** A4 pages keep a 12 mm margin. */
export const A4_MARGIN = 12;
export const A4_INNER = 210 - 2 * A4_MARGIN;

/** Title, carrier and service on the left; the consignment number and its barcode on the right. */
export function a4Header(
  doc: Pdf,
  title: string,
  input: ConsignmentDocumentInput,
  barcode: LinearBarcode,
): void {
  const x = A4_MARGIN;
  line(doc, title, mm(x), mm(12), mm(110), BOLD, 18);
  fitLine(doc, input.carrierName, mm(x), mm(21), mm(110), BOLD, 12, 9);
  line(doc, input.serviceName, mm(x), mm(26.5), mm(110), REGULAR, 10);
  line(doc, `Dispatch date ${auDate(input.dispatchDate)}`, mm(x), mm(31.5), mm(110), REGULAR, 9);
  line(doc, 'CONSIGNMENT NO.', mm(128), mm(12), mm(70), BOLD, 7, 'right');
  wholeLine(doc, input.consignmentNo, mm(128), mm(15), mm(70), {
    font: BOLD,
    size: 15,
    minSize: 9,
    maxLines: 1,
    align: 'right',
  });
  drawBars(doc, barcode, mm(140), mm(22), mm(58), mm(12));
  rule(doc, 38, 1.5);
}

/** A new A4 page headed by the document's title marked continued; answers where its content starts (mm). */
export function continuationPage(doc: Pdf, title: string): number {
  doc.addPage({ size: A4, margin: 0 });
  line(doc, `${title} (continued)`, mm(A4_MARGIN), mm(12), mm(A4_INNER), BOLD, 11);
  rule(doc, 18);
  return 21;
}

export function rule(doc: Pdf, y: number, weight = 0.6): void {
  doc
    .moveTo(mm(A4_MARGIN), mm(y))
    .lineTo(mm(210 - A4_MARGIN), mm(y))
    .lineWidth(weight)
    .strokeColor('black')
    .stroke();
}

const PARTY_BOX_STYLE = partyStyle(
  { name: [11, 8], street: [9, 7], locality: [9, 7], contact: [9, 7] },
  { afterName: 4.6, betweenStreets: 1.8, afterStreets: 1.8, afterLocality: 1.8 },
);

/** A titled, outlined box holding one party's name, address and contact. */
export function partyBox(
  doc: Pdf,
  title: string,
  party: DocumentParty,
  x: number,
  y: number,
  w: number,
): void {
  const h = 34;
  doc.rect(mm(x), mm(y), mm(w), mm(h)).lineWidth(0.8).stroke();
  doc.rect(mm(x), mm(y), mm(w), mm(5)).fillColor('black').fill();
  doc.fillColor('white');
  line(doc, title, mm(x + 2), mm(y + 1.2), mm(w - 4), BOLD, 8);
  doc.fillColor('black');
  const block = fitParty(doc, party, PARTY_BOX_STYLE, mm(w - 4), mm(h - 8));
  drawBlock(doc, block, mm(x + 2), mm(y + 7), mm(w - 4));
}

/** Name, signature and date lines under a heading, for whoever signs the document. */
export function signatureBox(doc: Pdf, title: string, x: number, y: number, w: number, h: number): void {
  doc.rect(mm(x), mm(y), mm(w), mm(h)).lineWidth(0.8).stroke();
  line(doc, title, mm(x + 2), mm(y + 1.8), mm(w - 4), BOLD, 8);
  const rows = ['Name', 'Signature', 'Date / time'];
  const gap = (h - 7) / rows.length;
  rows.forEach((label, i) => {
    const ly = y + 7 + gap * (i + 1) - 2;
    line(doc, label, mm(x + 2), mm(ly - 3), mm(22), REGULAR, 7);
    doc
      .moveTo(mm(x + 22), mm(ly))
      .lineTo(mm(x + w - 3), mm(ly))
      .lineWidth(0.4)
      .stroke();
  });
}

/** Small grey caption and its value: the connote's detail row. */
export function field(doc: Pdf, caption: string, value: string, x: number, y: number, w: number): void {
  doc.fillColor('#555555');
  line(doc, caption.toUpperCase(), mm(x), mm(y), mm(w), BOLD, 6.5);
  doc.fillColor('black');
  line(doc, value, mm(x), mm(y + 3), mm(w), REGULAR, 9);
}

/**
 * A caption and a value the driver must read whole (references, special instructions): wrapped over as many
 * lines as it takes, never cut. Answers the y (mm) under its last line.
 */
export function wrappedField(
  doc: Pdf,
  caption: string,
  value: string,
  x: number,
  y: number,
  w: number,
): number {
  doc.fillColor('#555555');
  line(doc, caption.toUpperCase(), mm(x), mm(y), mm(w), BOLD, 6.5);
  doc.fillColor('black');
  const text = fitText(doc, value, mm(w), { font: REGULAR, size: 9, minSize: 9, maxLines: 99 });
  return drawFitted(doc, text, mm(x), mm(y + 3), mm(w)) / MM;
}
