import { describe, expect, it } from 'vitest';
import { decodePdfBarcodes, describeWithDecoder, SCAN_RESOLUTIONS } from '../../../testing/barcode-decoder';
import type { ManifestDocumentInput, ManifestDocumentRow } from '../manifest-input';
import { pdfPageSizes, pdfTextRuns } from '../testing/pdf-text';
import { sampleManifest } from '../testing/sample-input';
import { cubicMetres, kg } from './format';
import { manifestTotals, planManifest, renderManifest } from './manifest';

const row = (i: number): ManifestDocumentRow => ({
  consignmentNo: `TRC${String(100000 + i)}`,
  receiverName: `Receiver ${i}`,
  suburb: 'Kilburn',
  state: 'SA',
  postcode: '5084',
  serviceName: 'Road Express',
  items: 1 + (i % 4),
  weightG: 12_345 + i * 17,
  volumeMm3: 24_000_000 + i * 1_000,
  hasDangerousGoods: i % 50 === 0,
  pallets: i % 10 === 0 ? 2 : 0,
  palletTransferType: i % 10 === 0 ? 'carrier' : 'unknown',
  docketNumbers: i % 25 === 0 ? [`D${i}`, `D${i + 1}`] : [],
});

function manifest(count: number, dangerousGoods = 0): ManifestDocumentInput {
  return sampleManifest(
    Array.from({ length: count }, (_, i) => row(i)),
    {
      dangerousGoods: Array.from({ length: dangerousGoods }, (_, i) => ({
        consignmentNo: `TRC${String(100000 + i * 50)}`,
        unNumber: '1263',
        properShippingName: 'PAINT',
        class: '3',
        packingGroup: 'II',
        quantity: '20 L',
      })),
    },
  );
}

describe('manifest PDF', () => {
  it('prints the manifest number, carrier, account, site, dispatch, every row, totals and the driver’s box', async () => {
    const input = manifest(3);
    const pdf = await renderManifest(input, { compress: false });
    expect(pdfPageSizes(pdf)).toHaveLength(1);
    const text = pdfTextRuns(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        'MANIFEST',
        'MAN0000042',
        'Freight Shipping',
        'Southern Cross Freight',
        'SCF-88231',
        '06/03/2026',
        // made at 10 am on 6 March in Melbourne, 11 pm on the 5th in UTC
        'Made 06/03/2026',
        'Demo Freight Co · Melbourne DC',
        'Melbourne DC, 10 Collins St, MELBOURNE VIC 3000',
        'RECEIVED BY CARRIER (DRIVER)',
        'Driver name',
        'Signature',
        'Date and time',
        'Number of items received',
        'Page 1 of 1',
        'Total 3 consignments',
        'KILBURN SA 5084',
        '2 carrier',
        'Dockets: D0, D1',
      ]),
    );
    for (const r of input.rows) expect(text).toContain(r.consignmentNo);
    expect(text.join(' ')).not.toContain('DANGEROUS GOODS SUMMARY');
  });

  it('stays readable at 500 consignments: headers repeat, every page says page n of N, totals are the rows’ sums', async () => {
    const input = manifest(500, 10);
    const pdf = await renderManifest(input, { compress: false });
    const pages = pdfPageSizes(pdf).length;
    expect(pages).toBe(planManifest(input).pages);
    expect(pages).toBeGreaterThan(10);
    const text = pdfTextRuns(pdf);
    for (let n = 1; n <= pages; n += 1) expect(text).toContain(`Page ${n} of ${pages}`);
    expect(text.filter((t) => t === 'Consignment').length).toBeGreaterThanOrEqual(pages);
    expect(text.filter((t) => t === 'Manifest MAN0000042 (continued)')).toHaveLength(pages - 1);
    for (const r of input.rows) expect(text).toContain(r.consignmentNo);
    const totals = manifestTotals(input.rows);
    const sum = (value: (r: ManifestDocumentRow) => number) => input.rows.reduce((s, r) => s + value(r), 0);
    expect(totals).toMatchObject({ items: sum((r) => r.items), weightG: sum((r) => r.weightG) });
    expect(text).toEqual(
      expect.arrayContaining([
        'Total 500 consignments',
        String(sum((r) => r.items)),
        kg(sum((r) => r.weightG)),
        cubicMetres(sum((r) => r.volumeMm3)),
        'DANGEROUS GOODS SUMMARY',
        'UN 1263',
      ]),
    );
  });
});

describeWithDecoder('the manifest barcode, read by a barcode decoder', () => {
  it.each(SCAN_RESOLUTIONS)(
    'at %i dpi the first page reads as the manifest number, and no other',
    async (dpi) => {
      const pages = await decodePdfBarcodes(await renderManifest(manifest(40)), dpi);
      expect(pages[0]).toEqual([{ type: 'CODE-128', gs1: false, data: 'MAN0000042' }]);
      expect(pages.slice(1).flat()).toEqual([]);
    },
  );
});
