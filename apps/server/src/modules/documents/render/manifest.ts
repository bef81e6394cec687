import { siteToday } from '@freight/rules';
import type { ManifestDocumentInput, ManifestDocumentRow } from '../manifest-input';
import { A4_INNER, A4_MARGIN, field, rule } from './a4-parts';
import { drawBars, encodeLinear } from './barcode';
import { drawFitted, fitWords, wordsOf, type FittedText } from './fit-text';
import { auDate, cubicMetres, kg, movementLabel } from './format';
import { A4, BOLD, createPdf, fitLine, line, MM, mm, REGULAR, type Pdf, type RenderOptions } from './pdf';
import { HEADER_HEIGHT, headerRow } from './table';

/** Millimetres. Rows stop at BOTTOM; the footer with "Page n of N" sits under it on every page. */
export const BOTTOM = 278;
const FIRST_TABLE_TOP = 62;
const NEXT_TABLE_TOP = 21;
const ROW_HEIGHT = 6;
const ROW_WITH_DOCKETS = 9.5;
const TOTALS_HEIGHT = 8;
const DG_HEADING_HEIGHT = 8;
const SIGNATURE_HEIGHT = 44;

/** The table's text size; a cell that must stay whole shrinks from it to its floor, then wraps. */
const CELL_SIZE = 8;

interface Column<Row> {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  value: (row: Row, index: number) => string;
  /**
   * Printed whole, never cut (names, localities, consignment numbers): shrunk down to `minSize`, then wrapped
   * over up to `maxLines`; `keep` is the end of the text that stays together on one line ("VIC 3549").
   */
  whole?: { minSize: number; maxLines: number; keep?: (row: Row) => string };
}

const pallets = (r: ManifestDocumentRow) =>
  r.pallets > 0 || r.palletTransferType !== 'unknown' ? `${r.pallets} ${r.palletTransferType}` : '-';

const rowColumns: Column<ManifestDocumentRow>[] = [
  { title: '#', width: 8, align: 'right', value: (_, i) => String(i + 1) },
  // a number is one word: it shrinks as far as it must to stay on one line
  { title: 'Consignment', width: 28, value: (r) => r.consignmentNo, whole: { minSize: 5, maxLines: 1 } },
  { title: 'Receiver', width: 38, value: (r) => r.receiverName, whole: { minSize: 6.5, maxLines: 3 } },
  {
    title: 'Suburb / postcode',
    width: 36,
    value: (r) => `${r.suburb} ${r.state} ${r.postcode}`.toUpperCase(),
    whole: { minSize: 6.5, maxLines: 2, keep: (r) => `${r.state} ${r.postcode}`.toUpperCase() },
  },
  { title: 'Items', width: 11, align: 'right', value: (r) => String(r.items) },
  { title: 'Weight', width: 17, align: 'right', value: (r) => kg(r.weightG) },
  { title: 'Cubic', width: 17, align: 'right', value: (r) => cubicMetres(r.volumeMm3) },
  { title: 'DG', width: 7, align: 'center', value: (r) => (r.hasDangerousGoods ? 'DG' : '') },
  { title: 'Pallets', width: 24, value: pallets },
];

const dgColumns: Column<ManifestDocumentInput['dangerousGoods'][number]>[] = [
  { title: 'Consignment', width: 30, value: (d) => d.consignmentNo, whole: { minSize: 5, maxLines: 1 } },
  { title: 'UN No.', width: 16, value: (d) => `UN ${d.unNumber}` },
  {
    title: 'Proper shipping name',
    width: 78,
    value: (d) => d.properShippingName,
    whole: { minSize: 6.5, maxLines: 3 },
  },
  { title: 'Class', width: 14, align: 'center', value: (d) => d.class || '-' },
  { title: 'PG', width: 12, align: 'center', value: (d) => d.packingGroup ?? '-' },
  { title: 'Quantity', width: 36, align: 'right', value: (d) => d.quantity || '-' },
];

/** A table row's cells as planned: the whole ones fitted (null for a one-line cell), and how tall it is. */
interface PlannedRow {
  cells: (FittedText | null)[];
  /** Millimetres the row grows beyond its one-line height for its wrapped cells. */
  extra: number;
}

export type ManifestBlock =
  | { kind: 'rowsHeader' | 'dgHeader' | 'totals' | 'dgHeading' | 'signature'; page: number; y: number }
  | ({ kind: 'row' | 'dgRow'; index: number; page: number; y: number } & PlannedRow);

function planRow<Row>(doc: Pdf, columns: Column<Row>[], row: Row, index: number): PlannedRow {
  const cells = columns.map((c) =>
    c.whole
      ? fitWords(
          doc,
          wordsOf(c.value(row, index), c.whole.keep ? [c.whole.keep(row)] : []),
          mm(c.width - 2),
          {
            font: REGULAR,
            size: CELL_SIZE,
            minSize: c.whole.minSize,
            maxLines: c.whole.maxLines,
            align: c.align ?? 'left',
          },
        )
      : null,
  );
  const tallest = Math.max(CELL_SIZE, ...cells.map((cell) => cell?.height ?? 0));
  return { cells, extra: (tallest - CELL_SIZE) / MM };
}

const rowHeight = (row: ManifestDocumentRow, planned: PlannedRow) =>
  (row.docketNumbers.length > 0 ? ROW_WITH_DOCKETS : ROW_HEIGHT) + planned.extra;

/**
 * Where everything goes, before anything is drawn: the page count is known up front, so every page prints
 * "Page n of N". Rows are as tall as their wrapped cells, measured with `doc`'s fonts. Tables continue on new
 * pages under their header again; totals, the dangerous goods summary and the driver's box never split.
 */
export function planManifest(
  input: ManifestDocumentInput,
  doc: Pdf = createPdf('measure').doc,
): { pages: number; blocks: ManifestBlock[] } {
  const blocks: ManifestBlock[] = [];
  let page = 1;
  let y = FIRST_TABLE_TOP;
  const newPage = () => {
    page += 1;
    y = NEXT_TABLE_TOP;
  };
  /** Where a block of this height goes: on this page, or under a repeated header on the next. */
  const place = (height: number, repeatHeader?: 'rowsHeader' | 'dgHeader') => {
    if (y + height > BOTTOM) {
      newPage();
      if (repeatHeader) {
        blocks.push({ kind: repeatHeader, page, y });
        y += HEADER_HEIGHT;
      }
    }
    const at = { page, y };
    y += height;
    return at;
  };
  blocks.push({ kind: 'rowsHeader', page, y });
  y += HEADER_HEIGHT;
  input.rows.forEach((row, index) => {
    const planned = planRow(doc, rowColumns, row, index);
    blocks.push({ kind: 'row', index, ...planned, ...place(rowHeight(row, planned), 'rowsHeader') });
  });
  blocks.push({ kind: 'totals', ...place(TOTALS_HEIGHT) });
  if (input.dangerousGoods.length > 0) {
    y += 4;
    // the heading keeps its table header and first line with it
    const dgRows = input.dangerousGoods.map((entry, index) => planRow(doc, dgColumns, entry, index));
    if (y + DG_HEADING_HEIGHT + HEADER_HEIGHT + ROW_HEIGHT + (dgRows[0]?.extra ?? 0) > BOTTOM) newPage();
    blocks.push({ kind: 'dgHeading', page, y });
    y += DG_HEADING_HEIGHT;
    blocks.push({ kind: 'dgHeader', page, y });
    y += HEADER_HEIGHT;
    dgRows.forEach((planned, index) => {
      blocks.push({ kind: 'dgRow', index, ...planned, ...place(ROW_HEIGHT + planned.extra, 'dgHeader') });
    });
  }
  y += 5;
  blocks.push({ kind: 'signature', ...place(SIGNATURE_HEIGHT) });
  return { pages: page, blocks };
}

/** Sums of the rows: what the totals line prints. */
export function manifestTotals(rows: ManifestDocumentRow[]) {
  return rows.reduce(
    (sum, r) => ({
      consignments: sum.consignments + 1,
      items: sum.items + r.items,
      weightG: sum.weightG + r.weightG,
      volumeMm3: sum.volumeMm3 + r.volumeMm3,
      pallets: sum.pallets + r.pallets,
    }),
    { consignments: 0, items: 0, weightG: 0, volumeMm3: 0, pallets: 0 },
  );
}

function tableRow<Row>(
  doc: Pdf,
  columns: Column<Row>[],
  row: Row,
  index: number,
  y: number,
  height: number,
  cells: (FittedText | null)[],
) {
  let x = A4_MARGIN;
  columns.forEach((c, i) => {
    const cell = cells[i];
    // cells that must stay whole were fitted when the rows were planned; the others are short figures
    if (cell) drawFitted(doc, cell, mm(x + 1), mm(y + 1.8), mm(c.width - 2));
    else line(doc, c.value(row, index), mm(x + 1), mm(y + 1.8), mm(c.width - 2), REGULAR, CELL_SIZE, c.align);
    x += c.width;
  });
  doc
    .moveTo(mm(A4_MARGIN), mm(y + height))
    .lineTo(mm(A4_MARGIN + A4_INNER), mm(y + height))
    .lineWidth(0.3)
    .strokeColor('#999999')
    .stroke();
  doc.strokeColor('black');
}

function firstPageHeader(doc: Pdf, input: ManifestDocumentInput): void {
  const x = A4_MARGIN;
  line(doc, 'MANIFEST', mm(x), mm(12), mm(110), BOLD, 18);
  fitLine(doc, input.providerName, mm(x), mm(21), mm(110), BOLD, 11, 8);
  line(doc, `Made ${auDate(siteToday(new Date(input.createdAt)))}`, mm(x), mm(26.5), mm(110), REGULAR, 9);
  line(doc, 'MANIFEST NO.', mm(128), mm(12), mm(70), BOLD, 7, 'right');
  line(doc, input.manifestNumber, mm(128), mm(15), mm(70), BOLD, 15, 'right');
  drawBars(doc, encodeLinear('code128', input.manifestNumber), mm(140), mm(22), mm(58), mm(12));
  rule(doc, 38, 1.5);
  field(doc, 'Carrier', input.carrierName, x, 41, 58);
  field(doc, 'Carrier account', input.carrierAccount, x + 60, 41, 38);
  field(doc, 'Dispatch date', auDate(input.dispatchDate), x + 100, 41, 28);
  field(doc, 'Type', movementLabel[input.consignmentType], x + 130, 41, 56);
  const a = input.dispatchAddress;
  const address = [a.line1, a.line2, `${a.suburb} ${a.state} ${a.postcode}`.toUpperCase()]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  field(doc, 'Sender / site', `${input.organisationName} · ${input.siteName}`, x, 50, 78);
  field(doc, 'Dispatch address', `${a.name}, ${address}`, x + 80, 50, A4_INNER - 80);
  rule(doc, 59);
}

function continuationHeader(doc: Pdf, input: ManifestDocumentInput): void {
  line(doc, `Manifest ${input.manifestNumber} (continued)`, mm(A4_MARGIN), mm(12), mm(110), BOLD, 11);
  line(
    doc,
    `${input.carrierName} · ${auDate(input.dispatchDate)}`,
    mm(110),
    mm(12.5),
    mm(88),
    REGULAR,
    9,
    'right',
  );
  rule(doc, 18);
}

function footer(doc: Pdf, input: ManifestDocumentInput, page: number, pages: number): void {
  doc.fillColor('#555555');
  line(
    doc,
    `${input.providerName} · Manifest ${input.manifestNumber}`,
    mm(A4_MARGIN),
    mm(286),
    mm(120),
    REGULAR,
    7.5,
  );
  line(doc, `Page ${page} of ${pages}`, mm(150), mm(286), mm(48), REGULAR, 7.5, 'right');
  doc.fillColor('black');
}

function totalsLine(doc: Pdf, input: ManifestDocumentInput, y: number): void {
  const t = manifestTotals(input.rows);
  doc.rect(mm(A4_MARGIN), mm(y), mm(A4_INNER), mm(7)).lineWidth(0.8).stroke();
  const at = (offset: number, width: number, text: string, align: 'left' | 'right' = 'right') =>
    line(doc, text, mm(A4_MARGIN + offset + 1), mm(y + 2), mm(width - 2), BOLD, 8, align);
  at(0, 110, `Total ${t.consignments} consignment${t.consignments === 1 ? '' : 's'}`, 'left');
  at(110, 11, String(t.items));
  at(121, 17, kg(t.weightG));
  at(138, 17, cubicMetres(t.volumeMm3));
  at(162, 24, `${t.pallets} pallets`, 'left');
}

/** Under the row's text, however many lines its wrapped cells took. */
function docketLine(doc: Pdf, row: ManifestDocumentRow, y: number): void {
  doc.fillColor('#333333');
  line(
    doc,
    `Dockets: ${row.docketNumbers.join(', ')}`,
    mm(A4_MARGIN + 37),
    mm(y + 5.6),
    mm(A4_INNER - 38),
    REGULAR,
    6.5,
  );
  doc.fillColor('black');
}

function signatureBox(doc: Pdf, input: ManifestDocumentInput, y: number): void {
  const x = A4_MARGIN;
  doc
    .rect(mm(x), mm(y), mm(A4_INNER), mm(SIGNATURE_HEIGHT - 4))
    .lineWidth(0.8)
    .stroke();
  line(doc, 'RECEIVED BY CARRIER (DRIVER)', mm(x + 2), mm(y + 2), mm(100), BOLD, 9);
  const items = manifestTotals(input.rows).items;
  line(doc, `${items} items manifested`, mm(x + 100), mm(y + 2), mm(A4_INNER - 102), REGULAR, 8, 'right');
  const half = (A4_INNER - 6) / 2;
  const blank = (label: string, bx: number, by: number) => {
    line(doc, label, mm(bx), mm(by - 3.5), mm(40), REGULAR, 7.5);
    doc
      .moveTo(mm(bx + 38), mm(by))
      .lineTo(mm(bx + half - 2), mm(by))
      .lineWidth(0.4)
      .stroke();
  };
  blank('Driver name', x + 2, y + 17);
  blank('Signature', x + 4 + half, y + 17);
  blank('Date and time', x + 2, y + 31);
  blank('Number of items received', x + 4 + half, y + 31);
}

/** The manifest: carrier, account, site, dispatch, one row per consignment, totals, DG summary, driver's box. */
export async function renderManifest(
  input: ManifestDocumentInput,
  options: RenderOptions = {},
): Promise<Buffer> {
  const { doc, bytes } = createPdf(`Manifest ${input.manifestNumber}`, options);
  const { pages, blocks } = planManifest(input, doc);
  let current = 0;
  for (const block of blocks) {
    while (current < block.page) {
      current += 1;
      doc.addPage({ size: A4, margin: 0 });
      if (current === 1) firstPageHeader(doc, input);
      else continuationHeader(doc, input);
      footer(doc, input, current, pages);
    }
    switch (block.kind) {
      case 'rowsHeader':
        headerRow(doc, rowColumns, A4_MARGIN, block.y);
        break;
      case 'row': {
        const row = input.rows[block.index];
        if (!row) break;
        tableRow(doc, rowColumns, row, block.index, block.y, rowHeight(row, block), block.cells);
        if (row.docketNumbers.length > 0) docketLine(doc, row, block.y + block.extra);
        break;
      }
      case 'totals':
        totalsLine(doc, input, block.y);
        break;
      case 'dgHeading':
        line(doc, 'DANGEROUS GOODS SUMMARY', mm(A4_MARGIN), mm(block.y + 2), mm(A4_INNER), BOLD, 10);
        break;
      case 'dgHeader':
        headerRow(doc, dgColumns, A4_MARGIN, block.y);
        break;
      case 'dgRow': {
        const entry = input.dangerousGoods[block.index];
        if (entry)
          tableRow(doc, dgColumns, entry, block.index, block.y, ROW_HEIGHT + block.extra, block.cells);
        break;
      }
      case 'signature':
        signatureBox(doc, input, block.y);
        break;
    }
  }
  doc.end();
  return bytes;
}
