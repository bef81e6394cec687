import type { ConsignmentDocumentInput, DocumentDangerousGoodsLine } from '../render-input';
import { a4Header, A4_INNER, A4_MARGIN, continuationPage, partyBox, signatureBox } from './a4-parts';
import { encodeLinear } from './barcode';
import { A4, BOLD, createPdf, line, mm, REGULAR, type Pdf, type RenderOptions } from './pdf';
import { drawTable, type Column } from './table';

const dgColumns: Column<DocumentDangerousGoodsLine>[] = [
  { title: 'UN No.', width: 16, value: (d) => `UN ${d.unNumber}` },
  { title: 'Proper shipping name', width: 64, wrap: true, value: (d) => d.properShippingName },
  { title: 'Class', width: 12, align: 'center', value: (d) => d.class || '-' },
  { title: 'Sub. risk', width: 14, align: 'center', value: (d) => d.subsidiaryRisk ?? '-' },
  { title: 'PG', width: 10, align: 'center', value: (d) => d.packingGroup ?? '-' },
  { title: 'Packages', width: 38, wrap: true, value: (d) => d.packageDescription },
  { title: 'Quantity', width: 32, align: 'right', value: (d) => quantityText(d.quantity, d.unit) },
];

const number = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 3 });
const quantityText = (quantity: number | null, unit: string | null) =>
  quantity === null ? '-' : `${number.format(quantity)} ${unit ?? ''}`.trim();

/** The entries of one UN number added up: packages, and quantities by unit (litres and kilograms stay apart). */
export interface UnNumberTotal {
  unNumber: string;
  properShippingName: string;
  packages: number;
  quantities: { quantity: number; unit: string }[];
}

export function totalsByUnNumber(lines: DocumentDangerousGoodsLine[]): UnNumberTotal[] {
  const totals = new Map<string, UnNumberTotal>();
  for (const entry of lines) {
    const total = totals.get(entry.unNumber) ?? {
      unNumber: entry.unNumber,
      properShippingName: entry.properShippingName,
      packages: 0,
      quantities: [],
    };
    total.packages += entry.packages;
    if (entry.quantity !== null && entry.unit !== null) {
      const same = total.quantities.find((q) => q.unit === entry.unit);
      if (same) same.quantity += entry.quantity;
      else total.quantities.push({ quantity: entry.quantity, unit: entry.unit });
    }
    totals.set(entry.unNumber, total);
  }
  return [...totals.values()];
}

const totalColumns: Column<UnNumberTotal>[] = [
  { title: 'UN No.', width: 16, value: (t) => `UN ${t.unNumber}` },
  { title: 'Proper shipping name', width: 100, wrap: true, value: (t) => t.properShippingName },
  { title: 'Packages', width: 38, value: (t) => String(t.packages) },
  {
    title: 'Aggregate quantity',
    width: 32,
    align: 'right',
    value: (t) => t.quantities.map((q) => quantityText(q.quantity, q.unit)).join(', ') || '-',
  },
];

const DECLARATION =
  'I declare that the contents of this consignment are fully and accurately described above by the proper ' +
  'shipping name, and are classified, packaged, marked and labelled, and are in all respects in proper ' +
  'condition for transport according to the Australian Code for the Transport of Dangerous Goods by Road & Rail.';

function emergencyContact(doc: Pdf, input: ConsignmentDocumentInput, y: number): number {
  const x = A4_MARGIN;
  doc.rect(mm(x), mm(y), mm(A4_INNER), mm(16)).lineWidth(1.2).stroke();
  line(doc, 'EMERGENCY CONTACT (24 HOURS)', mm(x + 3), mm(y + 2), mm(100), BOLD, 9);
  const contact = input.emergencyContact;
  line(doc, 'Name', mm(x + 3), mm(y + 8.5), mm(14), REGULAR, 8);
  line(doc, 'Phone', mm(x + 100), mm(y + 8.5), mm(14), REGULAR, 8);
  if (contact) {
    line(doc, contact.name, mm(x + 17), mm(y + 8), mm(80), BOLD, 10);
    line(doc, contact.phone, mm(x + 114), mm(y + 8), mm(70), BOLD, 10);
  } else {
    // Left blank to be written in by hand when the site has no contact on record.
    doc
      .moveTo(mm(x + 17), mm(y + 12))
      .lineTo(mm(x + 95), mm(y + 12))
      .lineWidth(0.4)
      .stroke();
    doc
      .moveTo(mm(x + 114), mm(y + 12))
      .lineTo(mm(x + A4_INNER - 3), mm(y + 12))
      .stroke();
  }
  return y + 20;
}

function declaration(doc: Pdf, y: number): number {
  const x = A4_MARGIN;
  line(doc, "SHIPPER'S DECLARATION", mm(x), mm(y), mm(A4_INNER), BOLD, 9);
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .text(DECLARATION, mm(x), mm(y + 5), { width: mm(A4_INNER) });
  signatureBox(doc, 'Declared by (sender)', x, y + 19, (A4_INNER - 4) / 2, 30);
  signatureBox(doc, 'Received by carrier (driver)', x + (A4_INNER + 4) / 2, y + 19, (A4_INNER - 4) / 2, 30);
  return y + 52;
}

/** The dangerous goods summary: the DG lines, the emergency contact and the sender's declaration, on A4. */
export async function renderDangerousGoodsSummary(
  input: ConsignmentDocumentInput,
  options: RenderOptions = {},
): Promise<Buffer> {
  if (input.dangerousGoods.length === 0)
    throw new Error(`consignment ${input.consignmentNo} has no dangerous goods to summarise`);
  const { doc, bytes } = createPdf(`Dangerous goods summary ${input.consignmentNo}`, options);
  doc.addPage({ size: A4, margin: 0 });
  a4Header(doc, 'DANGEROUS GOODS SUMMARY', input, encodeLinear('code128', input.consignmentNo));
  const half = (A4_INNER - 4) / 2;
  partyBox(doc, 'CONSIGNOR (SENDER)', input.sender, A4_MARGIN, 44, half);
  partyBox(doc, 'CONSIGNEE (RECEIVER)', input.receiver, A4_MARGIN + half + 4, 44, half);
  const continuation = () => continuationPage(doc, `Dangerous goods summary ${input.consignmentNo}`);
  let y = drawTable(doc, dgColumns, input.dangerousGoods, 84, {
    x: A4_MARGIN,
    bottom: 280,
    newPage: continuation,
  });
  if (y + 20 > 280) y = continuation();
  line(doc, 'TOTALS BY UN NUMBER', mm(A4_MARGIN), mm(y + 4), mm(A4_INNER), BOLD, 9);
  y = drawTable(doc, totalColumns, totalsByUnNumber(input.dangerousGoods), y + 9, {
    x: A4_MARGIN,
    bottom: 280,
    newPage: continuation,
  });
  if (y + 96 > 285) y = continuation();
  y = emergencyContact(doc, input, y + 6);
  declaration(doc, y + 2);
  doc.end();
  return bytes;
}
