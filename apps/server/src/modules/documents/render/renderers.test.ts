import { describe, expect, it } from 'vitest';
import { pdfPageSizes, pdfTextRuns } from '../testing/pdf-text';
import { sampleConsignment } from '../testing/sample-input';
import { encodeLinear, ssccHumanReadable } from './barcode';
import { renderConnote } from './connote';
import { renderDangerousGoodsSummary, totalsByUnNumber } from './dg-summary';
import { renderLabels } from './label';

const LABEL: [number, number] = [283.46, 425.2];
const A4: [number, number] = [595.28, 841.89];

function expectSize(actual: [number, number] | undefined, expected: [number, number]) {
  expect(actual?.[0]).toBeCloseTo(expected[0], 1);
  expect(actual?.[1]).toBeCloseTo(expected[1], 1);
}

/** Expects `count` pages, each of `size`, and answers the PDF's text runs. */
function expectPages(pdf: Buffer, count: number, size: [number, number]): string[] {
  const sizes = pdfPageSizes(pdf);
  expect(sizes).toHaveLength(count);
  for (const actual of sizes) expectSize(actual, size);
  return pdfTextRuns(pdf);
}

describe('labels', () => {
  it('prints one 100 x 150 mm page per item with the consignment, parties, service and SSCC', async () => {
    const input = sampleConsignment(3);
    const text = expectPages(await renderLabels(input, { compress: false }), 3, LABEL);
    expect(text.filter((t) => t === 'FSX00012345')).toHaveLength(3);
    expect(text).toEqual(expect.arrayContaining(['1 of 3', '2 of 3', '3 of 3']));
    expect(text).toEqual(expect.arrayContaining(['Adelaide Fleet Services', 'KILBURN SA 5084']));
    expect(text).toEqual(
      expect.arrayContaining(['Southern Auto Parts Pty Ltd', 'SOUTHERN CROSS FREIGHT', 'Road Express']),
    );
    for (const item of input.items) expect(text).toContain(ssccHumanReadable(item.sscc ?? ''));
    expect(text.join(' ')).not.toContain('DANGEROUS GOODS');
  });

  it('prints names outside the fonts’ character set as their base letters, and "?" for the rest', async () => {
    const input = sampleConsignment(1);
    input.receiver = { ...input.receiver, name: 'Ōtara Café 🚚 上海', contact: 'Zoë Łukasz' };
    const text = expectPages(await renderLabels(input, { compress: false }), 1, LABEL).join(' ');
    expect(text).toContain('Otara Café ? ??');
    expect(text).toContain('Zoë Lukasz');
  });

  it('marks the labels of the packages holding dangerous goods with their classes, and no other', async () => {
    const text = pdfTextRuns(
      await renderLabels(sampleConsignment(3, { dangerousGoods: true }), { compress: false }),
    );
    // each label's runs, from its "n of 3" on: items 1 and 3 are the cartons of paint and caustic, 2 is oil
    const labels: string[][] = [];
    for (const run of text) {
      if (/^\d of 3$/.test(run)) labels.push([]);
      labels.at(-1)?.push(run);
    }
    expect(labels.map((runs) => runs.filter((t) => t.startsWith('DANGEROUS GOODS')))).toEqual([
      ['DANGEROUS GOODS  -  CLASS 3, 8'],
      [],
      ['DANGEROUS GOODS  -  CLASS 3, 8'],
    ]);
  });

  it('marks a package whose dangerous goods give no class (a notifiable entry) without one', async () => {
    const input = sampleConsignment(1, { dangerousGoods: true });
    input.items = input.items.map((item) => ({ ...item, dgClasses: [] }));
    const text = pdfTextRuns(await renderLabels(input, { compress: false }));
    expect(text.filter((t) => t.startsWith('DANGEROUS GOODS'))).toEqual(['DANGEROUS GOODS']);
  });

  it('draws the barcodes as vectors, not images', async () => {
    const pdf = (await renderLabels(sampleConsignment(1), { compress: false })).toString('latin1');
    expect(pdf).not.toContain('/Subtype /Image');
    // Each bar of the two barcodes is a filled rectangle.
    const bars =
      encodeLinear('gs1-128', `(00)${sampleConsignment(1).items[0]?.sscc ?? ''}`).bars.length +
      encodeLinear('code128', 'FSX00012345').bars.length;
    expect(pdf.match(/ re\n/g)?.length ?? 0).toBeGreaterThanOrEqual(bars);
  });

  it('refuses a consignment without items', async () => {
    await expect(renderLabels({ ...sampleConsignment(1), items: [] })).rejects.toThrow(/no items/);
  });
});

describe('barcodes', () => {
  it('encodes the SSCC as GS1-128 with application identifier 00', () => {
    const code = encodeLinear('gs1-128', '(00)093123400000010009');
    // Start C, FNC1, 10 pairs of digits in code set C and the check symbol (11 modules each), then the stop (13).
    expect(code.modules).toBe(13 * 11 + 13);
    expect(ssccHumanReadable('093123400000010009')).toBe('(00) 0 9312340 000001000 9');
  });
});

describe('connote', () => {
  it('is A4 with parties, items, totals, references and signature boxes', async () => {
    const input = sampleConsignment(3);
    const text = expectPages(await renderConnote(input, { compress: false }), 1, A4);
    expect(text).toEqual(
      expect.arrayContaining([
        'CONSIGNMENT NOTE',
        'FSX00012345',
        'Adelaide Fleet Services',
        'Southern Auto Parts Pty Ltd',
        'PO-1001, INV-88231',
        'Total 3 items',
        '505.0 kg',
        '1.689 m³'.replace('³', '\u00b3'),
        '40.0 x 30.0 x 25.0',
        'Received by carrier (driver)',
      ]),
    );
  });

  it('names the packaging of its items and labels in words, as the screens do', async () => {
    const input = sampleConsignment(2);
    const items = input.items.map((item) => ({ ...item, packagingType: 'JiffyBag' }));
    const withBags = { ...input, items };
    const connote = pdfTextRuns(await renderConnote(withBags, { compress: false }));
    expect(connote).toContain('Jiffy bag');
    expect(connote).not.toContain('JiffyBag');
    const labels = pdfTextRuns(await renderLabels(withBags, { compress: false }));
    expect(labels).toContain('Jiffy bag');
    expect(labels).not.toContain('JiffyBag');
  });

  it('prints long special instructions and references whole, wrapped rather than cut', async () => {
    const input = sampleConsignment(2);
    input.specialInstructions =
      'Please call the site supervisor 30 minutes before arrival. Forklift available between 7am and 3pm ' +
      'only. Do not leave freight unattended outside the gate under any circumstances.';
    input.references = Array.from({ length: 10 }, (_, i) => `PURCHASE-ORDER-2026-00${i}`);
    const runs = expectPages(await renderConnote(input, { compress: false }), 1, A4);
    const text = runs.join(' ');
    // PDFKit's ellipsis in the standard fonts' encoding, and in Unicode
    for (const mark of ['\x85', '\u2026']) expect(text).not.toContain(mark);
    expect(text).toContain('under any circumstances.');
    for (const reference of input.references) expect(text).toContain(reference);
    // the items table starts under the wrapped text, not over it
    expect(runs.indexOf('Description')).toBeGreaterThan(runs.findIndex((r) => r.includes('circumstances')));
  });

  it('continues a long items table on further pages', async () => {
    const pdf = await renderConnote(sampleConsignment(60), { compress: false });
    expect(pdfPageSizes(pdf).length).toBeGreaterThan(1);
    expect(pdfTextRuns(pdf)).toContain('Total 60 items');
  });
});

describe('dangerous goods summary', () => {
  it('adds up each UN number: packages, and quantities by unit', () => {
    const lines = sampleConsignment(1, { dangerousGoods: true }).dangerousGoods;
    const [paint] = lines;
    if (!paint) throw new Error('no sample dangerous goods');
    const kilos = { ...paint, quantity: 12, unit: 'kg', packages: 1 };
    expect(totalsByUnNumber([...lines, kilos])).toEqual([
      {
        unNumber: '1263',
        properShippingName: 'PAINT',
        packages: 4,
        quantities: [
          { quantity: 45, unit: 'L' },
          { quantity: 12, unit: 'kg' },
        ],
      },
      expect.objectContaining({ unNumber: '1719', packages: 4, quantities: [{ quantity: 20, unit: 'L' }] }),
    ]);
  });

  it('lists the lines, the emergency contact and the declaration', async () => {
    const pdf = await renderDangerousGoodsSummary(sampleConsignment(2, { dangerousGoods: true }), {
      compress: false,
    });
    expectSize(pdfPageSizes(pdf)[0], A4);
    const text = pdfTextRuns(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        'DANGEROUS GOODS SUMMARY',
        'UN 1263',
        'PAINT',
        'III',
        '40 L',
        '2 x steel drum',
        '4 x plastic jerrican',
        'Chemwatch 24h',
        '1800 555 123',
      ]),
    );
    // the totals per UN number: PAINT in a pail as well as two drums
    const totals = text.slice(text.indexOf('TOTALS BY UN NUMBER'));
    expect(totals.slice(0, 16)).toEqual(
      expect.arrayContaining(['UN 1263', 'PAINT', '3', '45 L', 'UN 1719', '4', '20 L']),
    );
    expect(text.join(' ').replace(/\s+/g, ' ')).toContain(
      'Australian Code for the Transport of Dangerous Goods',
    );
  });

  it('prints a notifiable entry that gives no class as such on the summary and the connote, not as a blank class', async () => {
    const input = sampleConsignment(2, { dangerousGoods: true });
    input.dangerousGoods = [
      ...input.dangerousGoods,
      {
        unNumber: '3481',
        properShippingName: 'LITHIUM ION BATTERIES PACKED WITH EQUIPMENT',
        class: '',
        subsidiaryRisk: null,
        packingGroup: null,
        quantity: null,
        unit: null,
        packages: 1,
        packageDescription: '1 package',
      },
    ];
    const summary = pdfTextRuns(await renderDangerousGoodsSummary(input, { compress: false }));
    // its row: the UN number, the name over two lines, then the class, subsidiary risk and packing group
    const row = summary.slice(summary.indexOf('UN 3481'), summary.indexOf('UN 3481') + 6);
    expect(row).toEqual(['UN 3481', 'LITHIUM ION BATTERIES PACKED WITH', 'EQUIPMENT', '-', '-', '-']);
    const connote = pdfTextRuns(await renderConnote(input, { compress: false })).join(' ');
    expect(connote).toContain('UN 3481. See the dangerous goods summary.');
    expect(connote).not.toContain('class .');
  });

  it('refuses a consignment without dangerous goods', async () => {
    await expect(renderDangerousGoodsSummary(sampleConsignment(1))).rejects.toThrow(/no dangerous goods/);
  });
});
