import {
  consignmentCsvColumns,
  CONSIGNMENT_CSV_MAX_ROWS,
  OVERDUE_MONTHS_BACK,
  type ConsignmentListQuery,
  type ConsignmentSummary,
} from '@freight/contracts';
import { addDays, siteToday } from '@freight/rules';
import type { Clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db/transaction';
import { sitesToSearch } from '../../platform/tenancy/sites-to-search';
import { csvLine } from './csv-line';
import { consignmentToSummary } from './consignment-wire';
import { addressText } from './consignment-values';
import * as repo from './consignment-list.repository';
import type { TrackingEventRow } from './tracking-events.repository';

const CSV_BATCH = 500;

/** A date some months earlier, the day kept or clamped to the month's end (31 August - 6 months = 28 February). */
export function monthsBefore(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

export function filterOf(
  query: ConsignmentListQuery,
  siteIds: number[],
  clock: Clock,
): repo.ConsignmentFilter {
  const today = siteToday(clock.now());
  const overdue = query['filter[overdue]'];
  const services = query['filter[agreedService.id]'];
  return {
    siteIds,
    ids: query['filter[consignment.id]'],
    types: query['filter[type]'],
    dispatchDate: {
      on: query['filter[dispatchDate]'],
      start: query['filter[dispatchDate][start]'],
      end: query['filter[dispatchDate][end]'],
    },
    eta: { start: query['filter[eta][start]'], end: query['filter[eta][end]'] },
    agreedServiceIds: services === 'all' ? undefined : services,
    carrierIds: query['filter[carrier.id]'],
    receiverName: query['filter[receiver.name]'],
    manifested: query['filter[manifested]'],
    readyToManifest: query['filter[readyToManifest]'],
    transferred: query['filter[transfer]'],
    issues: query['filter[issues]'],
    deliveryTimeSlot: query['filter[deliveryTimeSlot]'],
    hasDangerousGoods: query['filter[hasDangerousGoods]'],
    isFullyDelivered: query['filter[isFullyDelivered]'],
    overdue:
      overdue === undefined
        ? undefined
        : { value: overdue, from: monthsBefore(today, OVERDUE_MONTHS_BACK), to: addDays(today, -1) },
    transferPolicies: query['filter[transferPolicy]'],
    palletTransferTypes: query['filter[pallets.transferType]'],
    terms: query.search?.toLowerCase().split(/\s+/).filter(Boolean),
  };
}

export const toSummary = (row: repo.ConsignmentListRow, latest?: Map<number, TrackingEventRow>) =>
  consignmentToSummary(row.consignment, {
    latestEvent: latest?.get(row.consignment.id),
    siteName: row.siteName,
    organisationId: row.organisationId,
    organisationName: row.organisationName,
  });

const kg = (grams: number) => (grams / 1000).toFixed(3).replace(/\.?0+$/, '');
const m3 = (mm3: number) => (mm3 / 1e9).toFixed(3);

function csvRow(summary: ConsignmentSummary, manifestNumber: string | undefined): string {
  return csvLine([
    summary.consignmentNo,
    summary.type,
    summary.dispatchDate,
    summary.site.name,
    summary.sender.name,
    addressText(summary.sender.address),
    summary.receiver.name,
    addressText(summary.receiver.address),
    summary.carrier.name,
    summary.agreedService.name,
    summary.references.join('; '),
    String(summary.itemQuantity),
    m3(summary.volume),
    kg(summary.weight),
    summary.estimatedTimeOfArrival ?? '',
    // the number the carrier knows the manifest by, not the app's own id
    manifestNumber ?? '',
    summary.hasDangerousGoods ? 'Yes' : 'No',
    summary.updated,
    summary.issues.map((issue) => issue.message).join('; '),
  ]);
}

/**
 * Spec 7 (M43): GET v0/consignments.csv, the same search as CSV. Checked before the first byte (so a bad
 * request is still a JSON error), then written a batch at a time, so a large export never sits in memory.
 */
export async function streamConsignmentCsv(
  deps: { db: DbOrTx; clock: Clock },
  userId: string,
  query: ConsignmentListQuery,
): Promise<AsyncGenerator<string>> {
  const siteIds = await sitesToSearch(deps.db, userId, {
    organisationId: query['filter[organisation.id]'],
    siteIds: query['filter[site.id]'],
  });
  const filter = filterOf(query, siteIds, deps.clock);
  // the matches' ids in order first (small), then their rows a batch at a time: each row is read once
  const ids =
    siteIds.length === 0
      ? []
      : await repo.listConsignmentIds(deps.db, filter, query.sort, CONSIGNMENT_CSV_MAX_ROWS);
  async function* lines() {
    yield `\uFEFF${csvLine([...consignmentCsvColumns])}`;
    for (let start = 0; start < ids.length; start += CSV_BATCH) {
      const batch = ids.slice(start, start + CSV_BATCH);
      const [rows, manifestNumbers] = await Promise.all([
        repo.findListRows(deps.db, batch),
        repo.manifestNumbersOf(deps.db, batch),
      ]);
      yield rows.map((row) => csvRow(toSummary(row), manifestNumbers.get(row.consignment.id))).join('');
    }
  }
  return lines();
}
