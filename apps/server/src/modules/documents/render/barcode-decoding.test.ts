import { expect, it } from 'vitest';
import { isValidSscc } from '@freight/rules';
import { decodePdfBarcodes, describeWithDecoder, SCAN_RESOLUTIONS } from '../../../testing/barcode-decoder';
import { sampleConsignment } from '../testing/sample-input';
import { itemNumber } from './barcode';
import { renderConnote } from './connote';
import { renderDangerousGoodsSummary } from './dg-summary';
import { renderLabels } from './label';

describeWithDecoder('label, connote and dangerous goods summary barcodes, read by a barcode decoder', () => {
  it.each(SCAN_RESOLUTIONS)(
    'at %i dpi every label reads as its SSCC in GS1-128 (AI 00) and the consignment number',
    async (dpi) => {
      const input = sampleConsignment(3, { dangerousGoods: true });
      const pages = await decodePdfBarcodes(await renderLabels(input), dpi);
      expect(pages).toHaveLength(3);
      pages.forEach((symbols, i) => {
        const sscc = input.items[i]?.sscc ?? '';
        expect(symbols).toHaveLength(2);
        expect(symbols).toEqual(
          expect.arrayContaining([
            { type: 'CODE-128', gs1: true, data: `00${sscc}` },
            { type: 'CODE-128', gs1: false, data: input.consignmentNo },
          ]),
        );
        const read = symbols.find((s) => s.gs1)?.data ?? '';
        expect(read.slice(0, 2)).toBe('00');
        expect(isValidSscc(read.slice(2))).toBe(true);
      });
    },
  );

  it.each(SCAN_RESOLUTIONS)('at %i dpi a label without an SSCC reads as its item number', async (dpi) => {
    const sample = sampleConsignment(2);
    const input = { ...sample, items: sample.items.map((item) => ({ ...item, sscc: null })) };
    const pages = await decodePdfBarcodes(await renderLabels(input), dpi);
    expect(pages.map((symbols) => symbols.map((s) => s.data).sort())).toEqual([
      [input.consignmentNo, itemNumber(input.consignmentNo, 1)].sort(),
      [input.consignmentNo, itemNumber(input.consignmentNo, 2)].sort(),
    ]);
    expect(pages.flat().some((s) => s.gs1)).toBe(false);
  });

  it.each(SCAN_RESOLUTIONS)('at %i dpi the connote reads as its consignment number', async (dpi) => {
    const input = sampleConsignment(3);
    const pages = await decodePdfBarcodes(await renderConnote(input), dpi);
    expect(pages[0]).toEqual([{ type: 'CODE-128', gs1: false, data: input.consignmentNo }]);
  });

  it.each(SCAN_RESOLUTIONS)(
    'at %i dpi the dangerous goods summary reads as its consignment number',
    async (dpi) => {
      const input = sampleConsignment(3, { dangerousGoods: true });
      const pages = await decodePdfBarcodes(await renderDangerousGoodsSummary(input), dpi);
      expect(pages).toEqual([[{ type: 'CODE-128', gs1: false, data: input.consignmentNo }]]);
    },
  );

  it.each(SCAN_RESOLUTIONS)(
    'at %i dpi a dangerous goods summary over several pages reads as its number on the first, and nothing else',
    async (dpi) => {
      const sample = sampleConsignment(3, { dangerousGoods: true });
      // enough lines to run the table onto continuation pages, whose small print must not read as a barcode
      const lines = Array.from(
        { length: 30 },
        (_, i) => sample.dangerousGoods[i % sample.dangerousGoods.length],
      );
      const input = { ...sample, dangerousGoods: lines.filter((line) => line !== undefined) };
      const pages = await decodePdfBarcodes(await renderDangerousGoodsSummary(input), dpi);
      expect(pages.length).toBeGreaterThan(1);
      expect(pages[0]).toEqual([{ type: 'CODE-128', gs1: false, data: input.consignmentNo }]);
      expect(pages.slice(1).flat()).toEqual([]);
    },
  );
});
