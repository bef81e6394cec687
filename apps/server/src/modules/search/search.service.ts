import type { ConsignmentSearchQuery, ConsignmentSearchResponse } from '@freight/contracts';
import { searchEndpoints } from '@freight/contracts';
import type { Clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db/transaction';
import { searchConsignments, streamConsignmentCsv } from '../consignments';

export interface SearchDeps {
  db: DbOrTx;
  clock: Clock;
}

/** U29: the CSV export of the same search: the same parameters on the CSV path. */
export function csvUrlOf(rawQuery: string): string {
  return rawQuery ? `${searchEndpoints.csv.path}?${rawQuery}` : searchEndpoints.csv.path;
}

/** DESIGN 4, document 3 (7): a page of the consignment search with its CSV link. */
export async function searchConsignmentPage(
  deps: SearchDeps,
  userId: string,
  query: ConsignmentSearchQuery,
  rawQuery: string,
): Promise<ConsignmentSearchResponse> {
  const page = await searchConsignments(deps, userId, query);
  return { ...page, links: { csv: csvUrlOf(rawQuery) } };
}

/** U29: every match as CSV, in the search's order, written a batch at a time. */
export function exportConsignmentCsv(deps: SearchDeps, userId: string, query: ConsignmentSearchQuery) {
  return streamConsignmentCsv(deps, userId, query);
}
