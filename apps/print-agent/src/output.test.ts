import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderOutput } from './output';

const job = {
  id: '0b7c1f52-1111-4222-8333-944455556666',
  consignmentNo: 'TRC/0001',
  document: 'label' as const,
  copies: 3,
  printer: null,
  media: '100x150mm' as const,
  documentPath: '/x',
};

describe('folder mode', () => {
  it('writes one whole file per copy, and the same names again when a job is written twice', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'agent-out-')), 'out');
    const output = folderOutput(folder);
    expect(await output.printers()).toEqual([{ name: 'PDF folder', isDefault: true }]);
    await output.print(job, Buffer.from('%PDF-1.7 test'));
    await output.print(job, Buffer.from('%PDF-1.7 test'));
    expect(readdirSync(folder).sort()).toEqual([
      'TRC-0001-label-0b7c1f52-copy1of3.pdf',
      'TRC-0001-label-0b7c1f52-copy2of3.pdf',
      'TRC-0001-label-0b7c1f52-copy3of3.pdf',
    ]);
  });
});
