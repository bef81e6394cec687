/** DESIGN 5 (Import and issues): consignment import and "Resolve consignment issues". */
import {
  consignmentImportMessages as messages,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ConsignmentImport,
  type ImportRefusal,
  type ImportRequest,
} from '@freight/contracts';
import type { ImportRowValues } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { IMPORT_JOB_ATTEMPTS } from '../../platform/imports/import-job';
import { enqueue } from '../../platform/jobs/enqueue';
import {
  assertOrgAccess,
  assertSiteAccess,
  heldSitesOfOrganisation,
  loadAccess,
} from '../../platform/tenancy/access';
import * as consignments from '../consignments';
import * as quotes from '../quotes';
import * as repo from './consignment-import.repository';
import { readCsvFile } from '../../platform/imports/csv-file';
import { draftsFor, RatingCache } from './import-drafts';
import { IMPORT_JOB } from './import-job';
import { ImportFileProblem, readHeader, readRow } from './import-rows';
import { loadImportSite } from './import-site';

export interface ImportDeps {
  db: Db;
  clock: Clock;
}

const CSV_POINTER = '/data/attributes/csv';
const fileProblem = (detail: string) => AppError.validation([{ pointer: CSV_POINTER, detail }]);

/** The rows of the file that are consignments, and the refusals of those that are not. */
export function readImportFile(csv: string): {
  rows: ImportRowValues[];
  refused: ImportRefusal[];
  total: number;
} {
  const { header, records } = readCsvFile(
    csv,
    { maxBytes: IMPORT_MAX_BYTES, maxRows: IMPORT_MAX_ROWS },
    messages,
    CSV_POINTER,
  );
  let positions;
  try {
    positions = readHeader(header.fields);
  } catch (error) {
    if (error instanceof ImportFileProblem) throw fileProblem(error.message);
    throw error;
  }
  const seen = new Map<string, number>();
  const rows: ImportRowValues[] = [];
  const refused: ImportRefusal[] = [];
  for (const record of records) {
    const result = readRow(record, positions, header.fields.length, seen);
    if (result.ok) rows.push(result.row);
    else refused.push(result.refusal);
  }
  return { rows, refused, total: records.length };
}

export function importToWire(record: repo.ImportProgress): ConsignmentImport {
  const refusedOnReading = record.rowsTotal - record.rowsToMake;
  return {
    id: record.id,
    siteId: String(record.siteId),
    fileName: record.fileName,
    status: record.status,
    transferPolicy: record.transferPolicy,
    rowsTotal: record.rowsTotal,
    rowsRead: refusedOnReading + record.rowsMade,
    consignmentsMade: record.consignmentsMade,
    withIssues: record.withIssues,
    refused: record.refusedRows.length,
    alreadyImported: record.alreadyImported,
    datedToday: record.datedToday,
    refusedRows: record.refusedRows,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}

/**
 * POST v0/consignments/import: the file is read in the request (a problem of the whole file is a 422 and
 * nothing is kept; refused rows are answered with their row numbers and reasons), and the rows that are
 * consignments wait for the background job, queued in the same transaction.
 */
export async function startImport(deps: ImportDeps, userId: string, data: ImportRequest['data']) {
  const { attributes } = data;
  const { quoting, site } = await loadImportSite(deps.db, userId, attributes.siteId, deps.clock.now());
  quotes.assertCanCreate(quoting);
  const file = readImportFile(attributes.csv);
  const record = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertImport(tx, {
      siteId: site.siteId,
      userId,
      fileName: attributes.fileName,
      status: file.rows.length === 0 ? 'finished' : 'queued',
      transferPolicy: site.transferPolicy,
      rowsTotal: file.total,
      rowsToMake: file.rows.length,
      refusedRows: file.refused,
      rows: file.rows,
      finishedAt: file.rows.length === 0 ? deps.clock.now() : null,
    });
    if (file.rows.length > 0)
      await enqueue(
        tx,
        IMPORT_JOB,
        { importId: inserted.id },
        { dedupeKey: `${IMPORT_JOB}:${inserted.id}`, maxAttempts: IMPORT_JOB_ATTEMPTS },
      );
    return inserted;
  });
  return importToWire(record);
}

/** GET v0/consignments/imports/{id}: an import of a site the user holds; any other is 404. */
export async function getImport(db: DbOrTx, userId: string, id: string) {
  const [record, access] = await Promise.all([repo.findImport(db, id), loadAccess(db, userId)]);
  if (!record || !access.siteIds.has(record.siteId)) throw AppError.notFound(messages.notFound);
  return importToWire(record);
}

/**
 * The sites a request about issues covers, where resolving issues is on (M12): one site, or every site of an
 * organisation the user holds. A site or organisation the user does not hold is a 403.
 */
async function issueSites(
  db: DbOrTx,
  userId: string,
  scope: { siteId?: number | null; organisationId?: number | null },
) {
  const access = await loadAccess(db, userId);
  let held: number[];
  if (scope.siteId) held = [assertSiteAccess(access, scope.siteId)];
  else if (scope.organisationId)
    held = await heldSitesOfOrganisation(db, userId, assertOrgAccess(access, scope.organisationId));
  else held = [...access.siteIds];
  return repo.sitesResolvingIssues(db, held);
}

/** The menu's badge (D11): consignments with issues, and issue-free imported ones waiting to be released. */
export async function countIssues(
  db: DbOrTx,
  userId: string,
  scope: { siteId?: number; organisationId?: number },
) {
  return consignments.countConsignmentIssues(db, await issueSites(db, userId, scope));
}

export async function releaseSelected(deps: ImportDeps, userId: string, ids: readonly number[]) {
  const siteIds = await issueSites(deps.db, userId, {});
  const released = await deps.db.transaction((tx) =>
    consignments.releaseConsignments(tx, siteIds, ids, deps.clock.now()),
  );
  return released.map(String);
}

export async function deleteSelected(deps: ImportDeps, userId: string, ids: readonly number[]) {
  const siteIds = await issueSites(deps.db, userId, {});
  const deleted = await deps.db.transaction((tx) =>
    consignments.deleteConsignments(tx, siteIds, ids, deps.clock.now()),
  );
  return deleted.map(String);
}

/** At most this many consignments are checked again per request; the rest wait for the next. */
const RECHECK_LIMIT = 2000;

/**
 * Re-check (after an address book or rate card change): every imported consignment with issues of the sites is
 * drafted again from its import row, keeping its lines' ids, and saved with its issues as they are now.
 */
export async function recheckIssues(
  deps: ImportDeps & { gs1CompanyPrefix: string | null },
  userId: string,
  scope: { siteId: number | null; organisationId: number | null },
) {
  const siteIds = await issueSites(deps.db, userId, scope);
  const candidates = await consignments.findConsignmentsWithIssues(deps.db, siteIds, RECHECK_LIMIT);
  const rows = await repo.findRowsOfConsignments(
    deps.db,
    candidates.map((candidate) => candidate.id),
  );
  let checked = 0;
  let resolved = 0;
  for (const siteId of new Set(candidates.map((candidate) => candidate.siteId))) {
    const { site } = await loadImportSite(deps.db, userId, siteId, deps.clock.now());
    const rating = new RatingCache(site);
    const ofSite = candidates.flatMap((candidate) => {
      const row = rows.get(candidate.id);
      return candidate.siteId === siteId && row ? [{ candidate, row }] : [];
    });
    await deps.db.transaction(async (tx) => {
      const drafts = await draftsFor(
        tx,
        site,
        rating,
        ofSite.map((entry) => entry.row),
        ofSite.map((entry) => entry.candidate.lineItems[0]),
      );
      for (const [i, { candidate }] of ofSite.entries()) {
        const draft = drafts[i];
        if (!draft) continue;
        checked++;
        if (
          (await consignments.applyRecheck(tx, candidate, draft, deps.clock.now())) &&
          draft.issues.length === 0
        )
          resolved++;
      }
    });
  }
  return { checked, resolved };
}
