import type { ConsignmentAutoprint, PrintDocumentType } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { findCopyCounts, findSettings, type SettingsRow } from './settings.repository';
import * as jobsRepo from './print-jobs.repository';

/** What the queue needs of a consignment: the consignments module passes its row. */
export interface PrintableConsignment {
  id: number | string;
  siteId: number;
  version: number | string;
  consignmentNo: string;
  agreedService: { carrierServiceId: string };
  autoprint: ConsignmentAutoprint;
}

import { DEFAULT_COPY_COUNTS as DEFAULT_COPIES } from './printing-policy.service';

function printerFor(settings: SettingsRow, document: PrintDocumentType) {
  const [enabled, id, name] =
    document === 'label'
      ? [settings.labelPrinterEnabled, settings.labelPrinterId, settings.labelPrinterName]
      : [settings.connotePrinterEnabled, settings.connotePrinterId, settings.connotePrinterName];
  return enabled && id !== null && name !== null
    ? { printerId: id, printerName: name }
    : { printerId: null, printerName: null };
}

async function jobsFor(
  tx: DbOrTx,
  settings: SettingsRow,
  consignment: PrintableConsignment,
  documents: PrintDocumentType[],
  origin: 'automatic' | 'manual',
  now: Date,
): Promise<jobsRepo.NewPrintJob[]> {
  const counts =
    (await findCopyCounts(tx, consignment.siteId, consignment.agreedService.carrierServiceId)) ??
    DEFAULT_COPIES;
  return documents
    .filter((document) => (document === 'label' ? counts.label : counts.connote) > 0)
    .map((document) => ({
      siteId: consignment.siteId,
      consignmentId: String(consignment.id),
      consignmentNo: consignment.consignmentNo,
      document,
      ownerVersion: String(consignment.version),
      copies: document === 'label' ? counts.label : counts.connote,
      ...printerFor(settings, document),
      origin,
      createdAt: now,
      updatedAt: now,
    }));
}

/**
 * For the consignments module, in the transaction that creates or changes a consignment: jobs of an older
 * version still waiting are superseded, and when the site prints automatically the documents its flags ask
 * for are queued in the policy's copy counts. An agent takes them once the documents of this version are made.
 */
export async function queueConsignmentPrints(tx: DbOrTx, consignment: PrintableConsignment, now: Date) {
  await jobsRepo.supersedeWaiting(tx, String(consignment.id), String(consignment.version), now);
  if (wantedOf(consignment.autoprint).length === 0) return;
  await queueNewConsignmentPrints(tx, consignment, await findSettings(tx, consignment.siteId), now);
}

const wantedOf = (autoprint: ConsignmentAutoprint): PrintDocumentType[] => [
  ...(autoprint.labels.enabled ? (['label'] as const) : []),
  ...(autoprint.connotes.enabled ? (['connote'] as const) : []),
];

/**
 * The site's autoprint settings a consignment of these flags prints with (null when it prints nothing): a
 * creation reads them before it takes its number, so the number's lock is held for fewer statements.
 */
export async function autoprintSettingsFor(
  db: DbOrTx,
  siteId: number,
  autoprint: ConsignmentAutoprint,
): Promise<SettingsRow | null> {
  return wantedOf(autoprint).length === 0 ? null : findSettings(db, siteId);
}

/**
 * `queueConsignmentPrints` for a consignment made in this transaction, with the settings read beforehand: it
 * has no older jobs to supersede.
 */
export async function queueNewConsignmentPrints(
  tx: DbOrTx,
  consignment: PrintableConsignment,
  settings: SettingsRow | null,
  now: Date,
) {
  const wanted = wantedOf(consignment.autoprint);
  if (wanted.length === 0 || !settings?.enabled) return;
  await jobsRepo.insertJobs(tx, await jobsFor(tx, settings, consignment, wanted, 'automatic', now));
}

/** Manual printing: the same jobs, whatever the autoprint switch, for consignments the caller authorised. */
export async function queueManualPrints(
  tx: DbOrTx,
  consignments: PrintableConsignment[],
  documents: PrintDocumentType[],
  now: Date,
): Promise<number> {
  let queued = 0;
  for (const consignment of consignments) {
    const settings = await findSettings(tx, consignment.siteId);
    const rows = await jobsFor(tx, settings ?? emptySettings, consignment, documents, 'manual', now);
    await jobsRepo.insertJobs(tx, rows);
    queued += rows.length;
  }
  return queued;
}

const emptySettings: SettingsRow = {
  enabled: false,
  labelPrinterEnabled: false,
  labelPrinterId: null,
  labelPrinterName: null,
  connotePrinterEnabled: false,
  connotePrinterId: null,
  connotePrinterName: null,
  activeAgentId: null,
  activeUntil: null,
};
