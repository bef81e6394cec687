import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentJob } from '@freight/contracts';
import { cupsPrinters, lpPrint, type LocalPrinter } from './cups';

/** Where printing goes: CUPS printers, or a folder of PDFs. */
export interface PrintOutput {
  printers(): Promise<LocalPrinter[]>;
  print(job: AgentJob, pdf: Buffer): Promise<string>;
}

export const FOLDER_PRINTER = 'PDF folder';

const safe = (text: string) => text.replace(/[^\w.-]/g, '-');

/**
 * Folder mode: each copy is its own file, named by consignment, document, job and copy, so writing a job again
 * (after a crash) replaces its files rather than adding to them. Files appear whole (written, then renamed).
 */
export function folderOutput(folder: string): PrintOutput {
  mkdirSync(folder, { recursive: true });
  return {
    printers: async () => [{ name: FOLDER_PRINTER, isDefault: true }],
    async print(job, pdf) {
      for (let copy = 1; copy <= job.copies; copy++) {
        const name = `${safe(job.consignmentNo)}-${job.document}-${job.id.slice(0, 8)}-copy${copy}of${job.copies}.pdf`;
        const partial = join(folder, `.${name}.partial`);
        writeFileSync(partial, pdf);
        renameSync(partial, join(folder, name));
      }
      return `${job.copies} file(s) written to ${folder}`;
    },
  };
}

/** CUPS: `lp -d PRINTER -n COPIES`, labels on 100 x 150 mm stock. */
export function cupsOutput(): PrintOutput {
  return {
    printers: cupsPrinters,
    async print(job, pdf) {
      const dir = join(tmpdir(), 'freight-print-agent');
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `${job.id}.pdf`);
      writeFileSync(file, pdf, { mode: 0o600 });
      try {
        return await lpPrint({
          file,
          printer: job.printer?.name ?? null,
          copies: job.copies,
          media: job.media,
          title: `${job.consignmentNo} ${job.document}`,
        });
      } finally {
        // lp has spooled its own copy by the time it answers
        rmSync(file, { force: true });
      }
    },
  };
}
