import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { uuidId, instant, createdAt, updatedAt, parentId, timestamps } from './columns';
import { siteId, siteKey, siteRow } from './site-column';

/** A site's autoprint switch and default printers, and which of its agents is active (DESIGN 5, Autoprint). */
export const autoprintSettings = pgTable('autoprint_settings', {
  siteId: siteKey(),
  enabled: boolean('enabled').notNull().default(false),
  labelPrinterEnabled: boolean('label_printer_enabled').notNull().default(false),
  labelPrinterId: integer('label_printer_id'),
  connotePrinterEnabled: boolean('connote_printer_enabled').notNull().default(false),
  connotePrinterId: integer('connote_printer_id'),
  /** One agent prints for the site; the others stand by until its heartbeat lapses. */
  activeAgentId: integer('active_agent_id'),
  activeUntil: instant('active_until'),
  updatedAt: updatedAt(),
});

/** The site's print agent keys: only the SHA-256 is kept; a new key revokes the previous one. */
export const printAgentKeys = pgTable(
  'print_agent_keys',
  {
    ...siteRow(),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('print_agent_keys_site_idx').on(t.siteId)],
);

/** An installation of the print agent that has called in with one of the site's keys. */
export const printAgents = pgTable(
  'print_agents',
  {
    ...siteRow(),
    keyId: parentId('key_id', () => printAgentKeys.id),
    installationId: text('installation_id').notNull(),
    machineName: text('machine_name').notNull(),
    version: text('version').notNull(),
    status: text('status').$type<'running' | 'stopped'>().notNull(),
    printers: jsonb('printers').$type<{ name: string; isDefault: boolean }[]>().notNull().default([]),
    lastSeenAt: instant('last_seen_at').notNull(),
  },
  (t) => [
    uniqueIndex('print_agents_key_installation_idx').on(t.keyId, t.installationId),
    index('print_agents_site_idx').on(t.siteId),
  ],
);

/** Numeric ids for the site's printers (spec 3), stable by name across agents and restarts. */
export const printers = pgTable(
  'printers',
  {
    ...siteRow(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('printers_site_name_idx').on(t.siteId, t.name)],
);

export interface CopyCountsValue {
  connote: number;
  label: number;
}

/** Spec 3: a site's printing policy. */
export const printingPolicies = pgTable('printing_policies', {
  siteId: siteKey(),
  defaultCopyCounts: jsonb('default_copy_counts').$type<CopyCountsValue>().notNull(),
  carrierServiceCopyCounts: jsonb('carrier_service_copy_counts')
    .$type<Record<string, CopyCountsValue>>()
    .notNull(),
  updatedAt: updatedAt(),
});

export type PrintJobStatus = 'queued' | 'printing' | 'printed' | 'failed' | 'superseded' | 'expired';

/**
 * One document to print in some copies. Queued in the transaction that creates or changes the consignment; an
 * agent may take it once the consignment's document of that version is ready. Taken under a lease with
 * `FOR UPDATE SKIP LOCKED`, and finished only by the agent holding the lease, so it prints once.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: uuidId(),
    siteId: siteId(),
    consignmentId: text('consignment_id').notNull(),
    consignmentNo: text('consignment_no').notNull(),
    document: text('document').$type<'label' | 'connote'>().notNull(),
    /** The consignment version whose document prints; a newer version supersedes a job not yet printed. */
    ownerVersion: text('owner_version').notNull(),
    copies: integer('copies').notNull(),
    printerId: integer('printer_id'),
    printerName: text('printer_name'),
    origin: text('origin').$type<'automatic' | 'manual'>().notNull(),
    status: text('status').$type<PrintJobStatus>().notNull().default('queued'),
    agentId: integer('agent_id'),
    leaseUntil: instant('lease_until'),
    attempts: integer('attempts').notNull().default(0),
    message: text('message'),
    ...timestamps(),
    printedAt: instant('printed_at'),
  },
  (t) => [
    index('print_jobs_open_idx')
      .on(t.siteId, t.createdAt)
      .where(sql`${t.status} in ('queued', 'printing')`),
    index('print_jobs_site_recent_idx').on(t.siteId, t.createdAt),
    index('print_jobs_consignment_idx').on(t.consignmentId),
  ],
);
