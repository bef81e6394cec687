import {
  addressBookImportMessages as messages,
  type Address,
  type AddressBookImportRow,
} from '@freight/contracts';
import { sentenceCase } from '@freight/rules';
import type { PendingEntryRow } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/client';
import type { Tx } from '../../../platform/db/transaction';
import { saveInBatches } from '../../../platform/imports/import-job';
import { requireSiteMembership } from '../../../platform/tenancy/site-membership';
import { createAddressesOnLocalities, findAddressesByIds } from '../../addresses';
import { matchLocalities } from '../../addresses';
import * as contactsRepo from '../contacts.repository';
import * as entriesRepo from '../entries.repository';
import { entryRowOf } from '../entry-row';
import { addressKeyOf } from '../entry-text';
import { refusedRow } from './entry-file';
import { planRows, valuesOf, type LocatedRow, type RowPlan } from './entry-matching';
import * as repo from './entry-import.repository';

export const ENTRY_IMPORT_JOB = 'address-book-import.run';
/** Rows saved per transaction: few statements per batch, and progress that moves. */
export const ENTRY_IMPORT_BATCH_ROWS = 500;

export interface EntryImportDeps {
  db: Db;
  clock: Clock;
  /** Tests: called after each batch commits (a process that dies there leaves that batch saved). */
  afterBatch?: (saved: number) => Promise<void>;
}

interface Site {
  siteId: number;
  organisationId: number;
}

/**
 * Saves an import's pending rows, a batch per transaction: localities are matched, the site's entries the
 * rows may be read once, and each row creates an entry, updates the one it matches or leaves it unchanged.
 * Progress and outcomes are counted in the batch's transaction; a retried job carries on after the last batch.
 */
export async function runEntryImport(deps: EntryImportDeps, importId: string): Promise<void> {
  const record = await repo.findImport(deps.db, importId);
  if (!record || record.status === 'finished' || record.status === 'failed') return;
  const pending = await repo.findPendingRows(deps.db, importId);
  if (!pending) return;
  // the user may have lost the site since the file was sent: then nothing more is saved
  const site = await requireSiteMembership(deps.db, record.userId, record.siteId);
  await saveInBatches(
    deps.db,
    { done: pending.rowsSaved, total: pending.rows.length, size: ENTRY_IMPORT_BATCH_ROWS },
    async (tx, start, end) => {
      await repo.recordBatch(tx, importId, await saveBatch(tx, site, pending.rows.slice(start, end)));
      await deps.afterBatch?.(end);
    },
  );
  await repo.finishImport(deps.db, importId, deps.clock.now());
}

const localityProblem = ({ suburb, state, postcode }: PendingEntryRow['draft']['locality']) =>
  `suburb: ${sentenceCase(messages.unknownLocality(`${suburb} ${state} ${postcode}`))}`;

async function saveBatch(tx: Tx, site: Site, rows: readonly PendingEntryRow[]): Promise<repo.BatchOutcome> {
  const matches = await matchLocalities(
    tx,
    rows.map((row) => row.draft.locality),
  );
  const results = new Map<number, AddressBookImportRow>();
  const located: (LocatedRow & { locality: NonNullable<(typeof matches)[number][number]> })[] = [];
  rows.forEach((row, i) => {
    const locality = matches[i]?.[0];
    if (!locality) {
      results.set(row.line, refusedRow(row, [localityProblem(row.draft.locality)]));
      return;
    }
    const addressKey = addressKeyOf({
      line1: row.draft.line1,
      line2: null,
      locality: locality.suburb,
      subdivision: locality.state,
      postcode: locality.postcode,
    });
    located.push({ row, addressKey, locality });
  });

  const candidates = await entriesRepo.findImportCandidates(tx, site.siteId, {
    codes: located.flatMap(({ row }) => row.draft.quickAccessCode?.toLowerCase() ?? []),
    names: located.map(({ row }) => row.draft.name.toLowerCase()),
    addressKeys: located.map(({ addressKey }) => addressKey),
  });
  const contacts = await contactsRepo.listContacts(
    tx,
    candidates.map((entry) => entry.id),
  );
  const plans = planRows(located, candidates, (entryId) => contacts.filter((c) => c.entryId === entryId));

  // new addresses for new entries and for entries that moved, in one statement
  const needAddress = located.flatMap((item, i) => {
    const plan = plans[i];
    return plan?.kind === 'create' || (plan?.kind === 'update' && plan.addressChanged) ? [i] : [];
  });
  const made = await createAddressesOnLocalities(
    tx,
    site.organisationId,
    needAddress.flatMap((i) => {
      const item = located[i];
      return item ? [{ line1: item.row.draft.line1, line2: null, locality: item.locality }] : [];
    }),
  );
  const newAddress = new Map(needAddress.map((i, n) => [i, made[n]]));
  const kept = await findAddressesByIds(
    tx,
    plans.flatMap((plan) => (plan.kind === 'update' && plan.entryChanged ? [plan.entry.addressId] : [])),
  );

  const creates: { i: number; row: PendingEntryRow; address: Address }[] = [];
  const newContacts: (contactsRepo.ContactValues & { entryId: number })[] = [];
  const outcome = { created: 0, updated: 0, unchanged: 0 };
  const duplicatesOf = (plan: RowPlan) =>
    plan.kind === 'sameEntry'
      ? []
      : plan.duplicates.map((d) => ({ id: String(d.id), name: d.name, addressText: d.addressText }));
  /** A row saved as the entry: counted under its outcome, answered with its warnings and the duplicates found. */
  const saved = (row: PendingEntryRow, plan: RowPlan, kind: keyof typeof outcome, entryId: number) => {
    outcome[kind]++;
    results.set(row.line, {
      row: row.line,
      name: row.name,
      outcome: kind,
      entryId: String(entryId),
      problems: [],
      warnings: row.warnings,
      duplicates: duplicatesOf(plan),
      values: [],
    });
  };

  for (const [i, { row }] of located.entries()) {
    const plan = plans[i];
    if (!plan) continue;
    if (plan.kind === 'sameEntry') {
      results.set(row.line, refusedRow(row, [sentenceCase(messages.sameEntryAsRow(plan.row))]));
      continue;
    }
    if (plan.kind === 'create') {
      const address = newAddress.get(i);
      if (!address) throw new Error(`no address made for row ${row.line}`);
      creates.push({ i, row, address });
      continue;
    }
    const { entry } = plan;
    if (plan.entryChanged) {
      const address = plan.addressChanged ? newAddress.get(i) : kept.get(entry.addressId);
      if (!address) throw new Error(`no address for entry ${entry.id}`);
      await entriesRepo.updateEntry(
        tx,
        entry.id,
        entryRowOf(site.siteId, valuesOf(row, entry.quickAccessCode), address),
      );
    }
    if (plan.contact.kind === 'add') newContacts.push({ entryId: entry.id, ...plan.contact.contact });
    if (plan.contact.kind === 'update')
      await contactsRepo.updateContact(tx, entry.id, plan.contact.id, plan.contact.contact);
    const changed = plan.entryChanged || plan.contact.kind !== 'none';
    saved(row, plan, changed ? 'updated' : 'unchanged', entry.id);
  }

  const inserted = await entriesRepo.insertEntries(
    tx,
    creates.map(({ row, address }) => entryRowOf(site.siteId, valuesOf(row, null), address)),
  );
  for (const [n, { i, row }] of creates.entries()) {
    const entry = inserted[n];
    const plan = plans[i];
    if (!entry || !plan) throw new Error(`entry of row ${row.line} not inserted`);
    if (row.draft.contact) newContacts.push({ entryId: entry.id, ...row.draft.contact });
    saved(row, plan, 'created', entry.id);
  }
  await contactsRepo.insertContacts(tx, newContacts);

  const ordered = rows.flatMap((row) => results.get(row.line) ?? []);
  return {
    rows: rows.length,
    ...outcome,
    refused: ordered.filter((result) => result.outcome === 'refused').length,
    results: ordered,
  };
}
