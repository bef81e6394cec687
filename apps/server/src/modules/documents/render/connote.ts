import { packagingTypeText } from '@freight/contracts';
import type { ConsignmentDocumentInput, DocumentItem } from '../render-input';
import {
  a4Header,
  A4_INNER,
  A4_MARGIN,
  continuationPage,
  field,
  partyBox,
  signatureBox,
  wrappedField,
} from './a4-parts';
import { encodeLinear } from './barcode';
import { cm, cubicMetres, kg, movementLabel } from './format';
import { A4, BOLD, createPdf, line, mm, REGULAR, type Pdf, type RenderOptions } from './pdf';
import { drawTable, type Column } from './table';

const itemColumns: Column<DocumentItem>[] = [
  { title: '#', width: 8, align: 'right', value: (i) => String(i.index) },
  { title: 'Description', width: 46, wrap: true, value: (i) => i.description },
  { title: 'Packaging', width: 22, value: (i) => packagingTypeText(i.packagingType) },
  {
    title: 'L x W x H (cm)',
    width: 34,
    value: (i) => `${cm(i.lengthMm)} x ${cm(i.widthMm)} x ${cm(i.heightMm)}`,
  },
  { title: 'Weight', width: 18, align: 'right', value: (i) => kg(i.weightG) },
  {
    title: 'Volume',
    width: 20,
    align: 'right',
    value: (i) => cubicMetres(i.lengthMm * i.widthMm * i.heightMm),
  },
  { title: 'SSCC', width: 38, value: (i) => i.sscc ?? '-' },
];

const SIGNATURES_TOP = 247;

function details(doc: Pdf, input: ConsignmentDocumentInput): number {
  const y = 83;
  const x = A4_MARGIN;
  field(doc, 'Type', movementLabel[input.type], x, y, 40);
  field(doc, 'Sending site', input.siteName, x + 42, y, 60);
  field(doc, 'Authority to leave', input.authorityToLeave ? 'Yes' : 'No', x + 104, y, 30);
  field(doc, 'Items', String(input.totals.items), x + 136, y, 20);
  // what the driver reads runs over as many lines as it needs; the items table starts under it
  let next = wrappedField(doc, 'References', input.references.join(', ') || '-', x, y + 9, A4_INNER) + 2.5;
  if (input.specialInstructions)
    next = wrappedField(doc, 'Special instructions', input.specialInstructions, x, next, A4_INNER) + 2.5;
  return next + 2;
}

function totals(doc: Pdf, input: ConsignmentDocumentInput, y: number): number {
  const x = A4_MARGIN;
  doc.rect(mm(x), mm(y), mm(A4_INNER), mm(7)).lineWidth(0.8).stroke();
  line(
    doc,
    `Total ${input.totals.items} item${input.totals.items === 1 ? '' : 's'}`,
    mm(x + 2),
    mm(y + 2),
    mm(60),
    BOLD,
    9,
  );
  line(doc, kg(input.totals.weightG), mm(x + 110), mm(y + 2), mm(17), BOLD, 9, 'right');
  line(doc, cubicMetres(input.totals.volumeMm3), mm(x + 128), mm(y + 2), mm(19), BOLD, 9, 'right');
  return y + 10;
}

function dangerousGoodsNote(doc: Pdf, input: ConsignmentDocumentInput, y: number): number {
  if (input.dangerousGoods.length === 0) return y;
  const x = A4_MARGIN;
  doc.rect(mm(x), mm(y), mm(A4_INNER), mm(11)).fillColor('black').fill();
  doc.fillColor('white');
  line(doc, 'THIS CONSIGNMENT CONTAINS DANGEROUS GOODS', mm(x + 3), mm(y + 1.8), mm(A4_INNER - 6), BOLD, 10);
  // a notifiable entry may give no class: its UN number alone
  const uns = input.dangerousGoods
    .map((d) => (d.class ? `UN ${d.unNumber} class ${d.class}` : `UN ${d.unNumber}`))
    .join(', ');
  line(doc, `${uns}. See the dangerous goods summary.`, mm(x + 3), mm(y + 6.3), mm(A4_INNER - 6), REGULAR, 8);
  doc.fillColor('black');
  return y + 14;
}

/** The consignment note: parties, details, the items with their dimensions, totals and signatures, on A4. */
export async function renderConnote(
  input: ConsignmentDocumentInput,
  options: RenderOptions = {},
): Promise<Buffer> {
  const { doc, bytes } = createPdf(`Consignment note ${input.consignmentNo}`, options);
  doc.addPage({ size: A4, margin: 0 });
  a4Header(doc, 'CONSIGNMENT NOTE', input, encodeLinear('code128', input.consignmentNo));
  const half = (A4_INNER - 4) / 2;
  partyBox(doc, 'SENDER', input.sender, A4_MARGIN, 44, half);
  partyBox(doc, 'RECEIVER', input.receiver, A4_MARGIN + half + 4, 44, half);
  const tableTop = details(doc, input);
  let y = drawTable(doc, itemColumns, input.items, tableTop, {
    x: A4_MARGIN,
    bottom: 280,
    newPage: () => continuationPage(doc, `Consignment note ${input.consignmentNo}`),
  });
  y = totals(doc, input, y + 2);
  y = dangerousGoodsNote(doc, input, y);
  if (y > SIGNATURES_TOP - 2) continuationPage(doc, `Consignment note ${input.consignmentNo}`);
  const w = (A4_INNER - 8) / 3;
  signatureBox(doc, 'Sender', A4_MARGIN, SIGNATURES_TOP, w, 36);
  signatureBox(doc, 'Received by carrier (driver)', A4_MARGIN + w + 4, SIGNATURES_TOP, w, 36);
  signatureBox(doc, 'Received in good order by receiver', A4_MARGIN + 2 * (w + 4), SIGNATURES_TOP, w, 36);
  doc.end();
  return bytes;
}
