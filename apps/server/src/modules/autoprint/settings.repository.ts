import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  autoprintSettings,
  printers,
  printingPolicies,
  type CopyCountsValue,
} from '../../db/schema/autoprint';
import { firstRow } from '../../platform/db/first-row';
import { saveSiteRow } from '../../platform/db/save-site-row';
import type { DbOrTx } from '../../platform/db/transaction';

const labelPrinter = alias(printers, 'label_printer');
const connotePrinter = alias(printers, 'connote_printer');

/** The site's autoprint settings with its default printers' names, or null before any was saved. */
export async function findSettings(db: DbOrTx, siteId: number) {
  const [row] = await db
    .select({
      enabled: autoprintSettings.enabled,
      labelPrinterEnabled: autoprintSettings.labelPrinterEnabled,
      labelPrinterId: autoprintSettings.labelPrinterId,
      labelPrinterName: labelPrinter.name,
      connotePrinterEnabled: autoprintSettings.connotePrinterEnabled,
      connotePrinterId: autoprintSettings.connotePrinterId,
      connotePrinterName: connotePrinter.name,
      activeAgentId: autoprintSettings.activeAgentId,
      activeUntil: autoprintSettings.activeUntil,
    })
    .from(autoprintSettings)
    .leftJoin(labelPrinter, eq(labelPrinter.id, autoprintSettings.labelPrinterId))
    .leftJoin(connotePrinter, eq(connotePrinter.id, autoprintSettings.connotePrinterId))
    .where(eq(autoprintSettings.siteId, siteId))
    .limit(1);
  return row ?? null;
}
export type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettings>>>;

export interface SettingsValues {
  enabled: boolean;
  labelPrinterEnabled: boolean;
  labelPrinterId: number | null;
  connotePrinterEnabled: boolean;
  connotePrinterId: number | null;
}

export async function saveSettings(db: DbOrTx, siteId: number, values: SettingsValues, now: Date) {
  await saveSiteRow(db, autoprintSettings, siteId, values, now);
}

export async function findPolicy(db: DbOrTx, siteId: number) {
  return firstRow(db, printingPolicies, eq(printingPolicies.siteId, siteId));
}

export async function savePolicy(
  db: DbOrTx,
  siteId: number,
  values: { defaultCopyCounts: CopyCountsValue; carrierServiceCopyCounts: Record<string, CopyCountsValue> },
  now: Date,
) {
  await saveSiteRow(db, printingPolicies, siteId, values, now);
}

/** The copy counts for one carrier service: its own when the policy names it, else the policy's defaults. */
export async function findCopyCounts(db: DbOrTx, siteId: number, carrierServiceId: string) {
  const [row] = await db
    .select({
      counts: sql<CopyCountsValue>`coalesce(${printingPolicies.carrierServiceCopyCounts} -> ${carrierServiceId}, ${printingPolicies.defaultCopyCounts})`,
    })
    .from(printingPolicies)
    .where(eq(printingPolicies.siteId, siteId))
    .limit(1);
  return row?.counts ?? null;
}
