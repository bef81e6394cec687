import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSourceRecords, toLocalityRows } from '../../../reference-data/localities';
import type { ConsignmentDocumentInput, DocumentParty } from '../render-input';
import { pdfPageSizes, pdfTextRuns } from '../testing/pdf-text';
import { sampleConsignment, sampleManifest } from '../testing/sample-input';
import { renderConnote } from './connote';
import { renderDangerousGoodsSummary } from './dg-summary';
import { fitText } from './fit-text';
import { fitParty } from './format';
import { RECEIVER_STYLE, renderLabels } from './label';
import { BOTTOM, planManifest, renderManifest } from './manifest';
import { BOLD, mm } from './pdf';

/** PDFKit's ellipsis, as the standard fonts encode it (WinAnsi 0x85), and as Unicode. */
const ELLIPSES = ['\x85', '\u2026'];

const LONGEST_NAME =
  'The Proprietors of Strata Plan 12345 Trading as Osborne Park Electrical and Industrial Wholesale Co';

let longestLocalities: { suburb: string; state: string; postcode: string }[] = [];

beforeAll(async () => {
  const rows = toLocalityRows(await readSourceRecords());
  const distinct = new Map(rows.map((r) => [`${r.suburb}|${r.state}|${r.postcode}`, r]));
  longestLocalities = [...distinct.values()]
    .sort((a, b) => `${b.suburb} ${b.state}`.length - `${a.suburb} ${a.state}`.length)
    .slice(0, 25)
    .map((r) => ({ suburb: r.suburb, state: r.state ?? '', postcode: r.postcode }));
});

function receiverAt(
  locality: { suburb: string; state: string; postcode: string },
  name: string,
): DocumentParty {
  return {
    name,
    line1: 'Warehouse 12, Building C, Corner of Great Eastern Highway and Abernethy Road Industrial Estate',
    line2: 'Goods inwards dock 4, enter via the rear gate off the service road past the weighbridge office',
    ...locality,
    phone: '08 9555 0123',
    contact: 'Receiving supervisor on duty',
  };
}

function consignmentTo(receiver: DocumentParty): ConsignmentDocumentInput {
  return { ...sampleConsignment(2, { dangerousGoods: true }), receiver };
}

function expectWhole(runs: string[], party: DocumentParty) {
  const text = runs.join(' ');
  for (const mark of ELLIPSES) expect(text).not.toContain(mark);
  // The state and postcode are printed together in one piece of text, whatever wraps before them.
  expect(runs).toContainEqual(expect.stringContaining(`${party.state} ${party.postcode}`.toUpperCase()));
  expect(text).toContain(party.name);
  expect(text).toContain(`${party.suburb} ${party.state} ${party.postcode}`.toUpperCase());
  expect(text).toContain(party.line1);
}

describe('names and addresses on documents', () => {
  it('prints the Osborne Park receiver whole on every label, with its postcode', async () => {
    const receiver: DocumentParty = {
      name: 'Osborne Park Electrical Wholesale',
      line1: '28 Hasler Rd',
      suburb: 'Osborne Park',
      state: 'WA',
      postcode: '6017',
    };
    const runs = pdfTextRuns(await renderLabels(consignmentTo(receiver), { compress: false }));
    expect(runs.filter((r) => r === 'Osborne Park Electrical Wholesale')).toHaveLength(2);
    expect(runs.filter((r) => r === 'OSBORNE PARK WA 6017')).toHaveLength(2);
    expectWhole(runs, receiver);
  });

  it('prints the longest localities and names whole on the label, connote and DG summary', async () => {
    expect(longestLocalities[0]?.suburb.length).toBeGreaterThan(35);
    for (const locality of longestLocalities) {
      const receiver = receiverAt(locality, LONGEST_NAME);
      const input = consignmentTo(receiver);
      const labels = pdfTextRuns(await renderLabels(input, { compress: false }));
      expectWhole(labels, receiver);
      expect(labels.filter((r) => r.includes(`${locality.state} ${locality.postcode}`))).toHaveLength(2);
      expectWhole(pdfTextRuns(await renderConnote(input, { compress: false })), receiver);
      expectWhole(pdfTextRuns(await renderDangerousGoodsSummary(input, { compress: false })), receiver);
    }
  });

  it('prints the sender whole too, and never cuts the consignment number', async () => {
    const sender = receiverAt(
      { suburb: 'Robinvale Irrigation District Section B', state: 'VIC', postcode: '3549' },
      LONGEST_NAME,
    );
    const input = { ...sampleConsignment(1), sender, consignmentNo: 'KOALAEXPRESS000123456789' };
    for (const pdf of [
      await renderLabels(input, { compress: false }),
      await renderConnote(input, { compress: false }),
    ]) {
      const runs = pdfTextRuns(pdf);
      expectWhole(runs, sender);
      expect(runs).toContain('KOALAEXPRESS000123456789');
    }
  });

  it('prints every receiver, suburb, postcode and consignment number whole on the manifest, rows planned as wrapped', async () => {
    // four rows per locality, so the wrapped rows run over several pages
    const rows = longestLocalities.flatMap((locality, i) =>
      [0, 1, 2, 3].map((copy) => ({
        consignmentNo: `KOALAEXPRESS${String(i * 4 + copy).padStart(9, '0')}`,
        receiverName: copy % 2 === 0 ? LONGEST_NAME : `Receiver ${i}`,
        ...locality,
        serviceName: 'Road Express',
        items: 2,
        weightG: 20_000,
        volumeMm3: 48_000_000,
        hasDangerousGoods: false,
        pallets: copy === 3 ? 2 : 0,
        palletTransferType: copy === 3 ? 'carrier' : 'unknown',
        docketNumbers: copy === 3 ? ['D-1001', 'D-1002'] : [],
      })),
    );
    const input = sampleManifest(rows, { carrierName: 'Koala Express', carrierAccount: 'KX-1' });
    const pdf = await renderManifest(input, { compress: false });
    const runs = pdfTextRuns(pdf);
    const text = runs.join(' ');
    for (const mark of ELLIPSES) expect(text).not.toContain(mark);
    for (const row of rows) {
      expect(runs).toContain(row.consignmentNo);
      expect(runs).toContainEqual(expect.stringContaining(`${row.state} ${row.postcode}`.toUpperCase()));
      expect(text).toContain(`${row.suburb} ${row.state} ${row.postcode}`.toUpperCase());
      expect(text).toContain(row.receiverName);
    }
    // the plan made room for the wrapped lines: rows taller than one line, none past the rows' bottom
    const plan = planManifest(input);
    const rowBlocks = plan.blocks.flatMap((b) => (b.kind === 'row' ? [b] : []));
    expect(rowBlocks.some((b) => b.extra > 0)).toBe(true);
    for (const block of rowBlocks) {
      const row = rows[block.index];
      const height = (row?.docketNumbers.length ? 9.5 : 6) + block.extra;
      expect(block.y + height).toBeLessThanOrEqual(BOTTOM);
    }
    expect(plan.pages).toBeGreaterThan(1);
    expect(pdfPageSizes(pdf)).toHaveLength(plan.pages);
  });

  it('keeps the worst label address inside its block at a size a driver can read', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const party = receiverAt(
      { suburb: 'Robinvale Irrigation District Section B', state: 'VIC', postcode: '3549' },
      LONGEST_NAME,
    );
    // the label's own receiver style, in its own block: 92 mm wide, 31.5 mm high
    const block = fitParty(doc, party, RECEIVER_STYLE, mm(92), mm(31.5));
    expect(block.height).toBeLessThanOrEqual(mm(31.5));
    const locality = block.parts.find((p) => p.text.lines.some((l) => l.endsWith('VIC 3549')));
    expect(locality?.text.size).toBeGreaterThanOrEqual(10);
    expect(locality?.text.lines.at(-1)).toMatch(/VIC 3549$/);
  });

  it('shrinks a line to its floor before wrapping, and wraps rather than cutting', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const style = { font: BOLD, size: 21, minSize: 13, maxLines: 2 };
    const short = fitText(doc, 'KILBURN SA 5084', mm(92), style);
    expect(short).toMatchObject({ size: 21, lines: ['KILBURN SA 5084'] });
    const shrunk = fitText(doc, 'OSBORNE PARK ELECTRICAL WA 6017', mm(92), style);
    expect(shrunk.lines).toEqual(['OSBORNE PARK ELECTRICAL WA 6017']);
    expect(shrunk.size).toBeLessThan(21);
    expect(shrunk.size).toBeGreaterThanOrEqual(13);
    const wrapped = fitText(doc, 'ANANGU PITJANTJATJARA YANKUNYTJATJARA NT 0872', mm(92), style);
    expect(wrapped.size).toBe(13);
    expect(wrapped.lines.length).toBeGreaterThan(1);
    expect(wrapped.lines.join(' ')).toBe('ANANGU PITJANTJATJARA YANKUNYTJATJARA NT 0872');
  });
});
