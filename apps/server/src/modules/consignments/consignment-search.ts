import {
  contextMessages,
  LIST_COUNT_CAP,
  type ConsignmentListQuery,
  type ConsignmentSummary,
  type PageMetaWire,
} from '@freight/contracts';
import type { Clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { cappedPageMeta } from '../../platform/http/page-meta';
import { consignmentToSummary } from './consignment-wire';
import { filterOf } from './consignment-list.service';
import { searchConsignmentRows } from './consignment-search.repository';

/**
 * Document 3 (7): the consignment search service's page, in one statement with its tenancy checks: a site asked
 * for that the user does not hold, or an organisation they hold no site of, is 403 (nothing of it is read).
 */
export async function searchConsignments(
  deps: { db: DbOrTx; clock: Clock },
  userId: string,
  query: ConsignmentListQuery,
): Promise<ConsignmentPage> {
  return (await searchConsignmentsWithScope(deps, userId, query)).page;
}

export interface ConsignmentPage {
  data: ConsignmentSummary[];
  meta: PageMetaWire;
}

/** A search's page, and the sites it searched: the page changes only when something of theirs does. */
export async function searchConsignmentsWithScope(
  deps: { db: DbOrTx; clock: Clock },
  userId: string,
  query: ConsignmentListQuery,
): Promise<{ page: ConsignmentPage; siteIds: readonly number[] }> {
  const siteIds = query['filter[site.id]'];
  const organisationId = query['filter[organisation.id]'];
  // the sites are the statement's own scope, checked there
  const filter = filterOf(query, [], deps.clock);
  const found = await searchConsignmentRows(
    deps.db,
    { userId, siteIds, organisationId },
    filter,
    query.sort,
    query.page,
    LIST_COUNT_CAP,
  );
  if (siteIds && found.heldCount < siteIds.length)
    throw AppError.forbidden(contextMessages.cannotAccess('site'));
  if (organisationId !== undefined && !found.organisationHeld)
    throw AppError.forbidden(contextMessages.cannotAccess('org'));
  const page = {
    data: found.rows.map((row) => consignmentToSummary(row.consignment, row)),
    meta: cappedPageMeta(found.counted, query.page),
  };
  return { page, siteIds: found.scopeSiteIds };
}
