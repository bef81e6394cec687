/**
 * Label rendering throughput on one core: PDFKit with the barcodes drawn as vector bars and the standard
 * fonts named directly. Reports labels a second for one-label PDFs (one item per consignment) and for
 * 50-label PDFs (one consignment of 50 items), plus a connote and a DG summary for scale.
 * Run: npx tsx bench/labels.ts
 */
import { renderConnote } from '../apps/server/src/modules/documents/render/connote';
import { renderDangerousGoodsSummary } from '../apps/server/src/modules/documents/render/dg-summary';
import { renderLabels } from '../apps/server/src/modules/documents/render/label';
import { sampleConsignment } from '../apps/server/src/modules/documents/testing/sample-input';

async function perSecond(render: () => Promise<Buffer>, unitsPerRun: number, seconds = 3) {
  for (let i = 0; i < 20; i++) await render(); // warm up the JIT and PDFKit's font metrics
  let runs = 0;
  let bytes = 0;
  const started = process.hrtime.bigint();
  const until = started + BigInt(seconds * 1e9);
  while (process.hrtime.bigint() < until) {
    bytes += (await render()).length;
    runs++;
  }
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    perSecond: Math.round((runs * unitsPerRun) / elapsed),
    pdfsPerSecond: Math.round(runs / elapsed),
    averageBytes: Math.round(bytes / runs),
  };
}

const one = sampleConsignment(1);
const fifty = sampleConsignment(50);
const withDangerousGoods = sampleConsignment(3, { dangerousGoods: true });

const result = {
  benchmark: 'labels',
  node: process.version,
  oneLabelPdfs: await perSecond(() => renderLabels(one), 1),
  fiftyLabelPdfs: await perSecond(() => renderLabels(fifty), 50),
  connotes: await perSecond(() => renderConnote(withDangerousGoods), 1),
  dangerousGoodsSummaries: await perSecond(() => renderDangerousGoodsSummary(withDangerousGoods), 1),
};
console.log(JSON.stringify(result, null, 2));
