import { packagingTypeText } from '@freight/contracts';
import type { ConsignmentDocumentInput, DocumentItem } from '../render-input';
import { drawBars, encodeLinear, itemNumber, ssccHumanReadable, type LinearBarcode } from './barcode';
import { drawBlock, wholeLine } from './fit-text';
import { auDate, dimensions, fitParty, kg, partyStyle } from './format';
import {
  BOLD,
  createPdf,
  fitLine,
  LABEL_100X150,
  line,
  mm,
  REGULAR,
  type Pdf,
  type RenderOptions,
} from './pdf';

const W = 100;
const M = 4;
const INNER = W - 2 * M;

/** Per consignment, not per label: the consignment barcode is the same on every item. */
interface Shared {
  input: ConsignmentDocumentInput;
  consignmentBarcode: LinearBarcode;
}

function rule(doc: Pdf, y: number, weight = 0.8): void {
  doc
    .moveTo(mm(M), mm(y))
    .lineTo(mm(W - M), mm(y))
    .lineWidth(weight)
    .strokeColor('black')
    .stroke();
}

/** White text on a black tab, as freight labels mark their blocks. */
function tab(doc: Pdf, text: string, x: number, y: number, width: number): void {
  doc.rect(mm(x), mm(y), mm(width), mm(4.2)).fillColor('black').fill();
  doc.fillColor('white');
  line(doc, text, mm(x), mm(y + 0.9), mm(width), BOLD, 7.5, 'center');
  doc.fillColor('black');
}

function header(doc: Pdf, s: Shared, item: DocumentItem): void {
  const { input } = s;
  fitLine(doc, input.carrierName.toUpperCase(), mm(M), mm(M + 0.5), mm(62), BOLD, 15, 10);
  line(doc, input.serviceName, mm(M), mm(M + 7.5), mm(62), REGULAR, 10);
  line(doc, `Dispatch ${auDate(input.dispatchDate)}`, mm(M), mm(M + 12.5), mm(62), REGULAR, 8);
  doc.rect(mm(70), mm(M), mm(26), mm(15)).lineWidth(1.2).stroke();
  line(doc, 'ITEM', mm(70), mm(M + 1.5), mm(26), BOLD, 7, 'center');
  line(doc, `${item.index} of ${input.items.length}`, mm(70), mm(M + 6), mm(26), BOLD, 17, 'center');
  rule(doc, 21, 1.5);
}

/** The receiver, large: everything a sorter and a driver read. */
export const RECEIVER_STYLE = partyStyle(
  { name: [16, 11], street: [11, 8], locality: [21, 13], contact: [9, 7] },
  { afterName: 3.8, betweenStreets: 3.2, afterStreets: 4.6, afterLocality: 4.5 },
  BOLD,
);

const SENDER_STYLE = partyStyle(
  { name: [9, 7], street: [8, 6.5], locality: [8, 6.5], contact: [8, 6] },
  { afterName: 1.6, betweenStreets: 0.6, afterStreets: 0.6, afterLocality: 0.6 },
);

function receiver(doc: Pdf, s: Shared): void {
  const r = s.input.receiver;
  tab(doc, 'TO', M, 23, 10);
  if (s.input.authorityToLeave) {
    doc.rect(mm(58), mm(23), mm(38), mm(5.2)).lineWidth(1.2).stroke();
    line(doc, 'AUTHORITY TO LEAVE', mm(58), mm(24.3), mm(38), BOLD, 8.5, 'center');
  }
  // Everything a sorter and a driver read, whole: 29.5 mm down to the rule at 62 mm.
  const block = fitParty(doc, r, RECEIVER_STYLE, mm(INNER), mm(61 - 29.5));
  drawBlock(doc, block, mm(M), mm(29.5), mm(INNER));
  rule(doc, 62);
}

function sender(doc: Pdf, s: Shared, item: DocumentItem): void {
  const p = s.input.sender;
  line(doc, 'FROM', mm(M), mm(63.5), mm(20), BOLD, 7);
  const block = fitParty(doc, p, SENDER_STYLE, mm(54), mm(83.5 - 66.5));
  drawBlock(doc, block, mm(M), mm(66.5), mm(54));
  doc.moveTo(mm(60), mm(62)).lineTo(mm(60), mm(84)).lineWidth(0.8).stroke();
  line(doc, 'ITEM', mm(62), mm(63.5), mm(34), BOLD, 7);
  line(doc, item.description || packagingTypeText(item.packagingType), mm(62), mm(66.5), mm(34), BOLD, 9);
  line(doc, packagingTypeText(item.packagingType), mm(62), mm(70.5), mm(34), REGULAR, 8);
  line(doc, kg(item.weightG), mm(62), mm(73.9), mm(34), REGULAR, 8);
  line(doc, dimensions(item.lengthMm, item.widthMm, item.heightMm), mm(62), mm(77.3), mm(34), REGULAR, 8);
  rule(doc, 84);
}

function consignment(doc: Pdf, s: Shared): void {
  const { input } = s;
  line(doc, 'CONSIGNMENT', mm(M), mm(85.5), mm(54), BOLD, 7);
  wholeLine(doc, input.consignmentNo, mm(M), mm(88.5), mm(54), {
    font: BOLD,
    size: 14,
    minSize: 8,
    maxLines: 1,
  });
  drawBars(doc, s.consignmentBarcode, mm(M), mm(94.5), mm(52), mm(10));
  line(doc, 'REFERENCES', mm(62), mm(85.5), mm(34), BOLD, 7);
  const references = input.references.length > 0 ? input.references : ['-'];
  references
    .slice(0, 4)
    .forEach((ref, i) => line(doc, ref, mm(62), mm(88.5 + i * 3.6), mm(34), REGULAR, 8.5));
  if (input.references.length > 4)
    line(doc, `+${input.references.length - 4} more`, mm(62), mm(88.5 + 4 * 3.6), mm(34), REGULAR, 7);
  rule(doc, 107);
}

/**
 * The dangerous goods mark is a full-width black band, impossible to miss, on the packages that hold them (a
 * package marked for goods it does not hold is refused as readily as one unmarked); else any special instructions.
 */
function notice(doc: Pdf, s: Shared, item: DocumentItem): void {
  if (item.dgClasses) {
    doc.rect(mm(M), mm(108), mm(INNER), mm(7)).fillColor('black').fill();
    doc.fillColor('white');
    line(
      doc,
      item.dgClasses.length > 0
        ? `DANGEROUS GOODS  -  CLASS ${item.dgClasses.join(', ')}`
        : 'DANGEROUS GOODS',
      mm(M),
      mm(109.8),
      mm(INNER),
      BOLD,
      11,
      'center',
    );
    doc.fillColor('black');
  } else if (s.input.specialInstructions) {
    line(doc, `Instructions: ${s.input.specialInstructions}`, mm(M), mm(109.5), mm(INNER), REGULAR, 8);
  }
}

/** The item's barcode: its SSCC as GS1-128, or for a carrier that takes labels without one, its item number. */
function itemBarcode(s: Shared, item: DocumentItem) {
  if (item.sscc !== null)
    return {
      title: 'SSCC',
      bars: encodeLinear('gs1-128', `(00)${item.sscc}`),
      text: ssccHumanReadable(item.sscc),
    };
  const number = itemNumber(s.input.consignmentNo, item.index);
  return { title: 'ITEM NUMBER', bars: encodeLinear('code128', number), text: number };
}

function sscc(doc: Pdf, s: Shared, item: DocumentItem): void {
  const code = itemBarcode(s, item);
  line(doc, code.title, mm(M), mm(116.5), mm(30), BOLD, 7);
  // 8 mm each side keeps the GS1 quiet zone of ten modules clear to the label's edge.
  drawBars(doc, code.bars, mm(8), mm(119.5), mm(84), mm(23));
  line(doc, code.text, mm(M), mm(143.5), mm(INNER), BOLD, 10, 'center');
}

function drawLabel(doc: Pdf, s: Shared, item: DocumentItem): void {
  doc.addPage({ size: LABEL_100X150, margin: 0 });
  header(doc, s, item);
  receiver(doc, s);
  sender(doc, s, item);
  consignment(doc, s);
  notice(doc, s, item);
  sscc(doc, s, item);
}

function drawConsignmentLabels(doc: Pdf, input: ConsignmentDocumentInput): void {
  if (input.items.length === 0) throw new Error(`consignment ${input.consignmentNo} has no items to label`);
  const shared: Shared = {
    input,
    consignmentBarcode: encodeLinear('code128', input.consignmentNo),
  };
  for (const item of input.items) drawLabel(doc, shared, item);
}

/** One 100 x 150 mm label per item, each with the item's SSCC as a GS1-128 barcode. */
export async function renderLabels(
  input: ConsignmentDocumentInput,
  options: RenderOptions = {},
): Promise<Buffer> {
  return renderLabelSet([input], `Labels ${input.consignmentNo}`, options);
}

/** The labels of many consignments in one PDF, one after another in the order given. */
export async function renderLabelSet(
  inputs: ConsignmentDocumentInput[],
  title = `Labels of ${inputs.length} consignments`,
  options: RenderOptions = {},
): Promise<Buffer> {
  const { doc, bytes } = createPdf(title, options);
  for (const input of inputs) drawConsignmentLabels(doc, input);
  doc.end();
  return bytes;
}
