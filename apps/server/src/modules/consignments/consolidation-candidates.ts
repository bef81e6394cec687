import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { consignments } from '../../db/schema/consignments';
import type { DbOrTx } from '../../platform/db/transaction';

export interface ConsolidationPlace {
  line1: string;
  locality: string;
  postcode: string;
}

/** Case and spacing aside, as people type names and streets. */
const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const foldedSql = (value: SQL) => sql`regexp_replace(lower(trim(${value})), '\\s+', ' ', 'g')`;

function samePlace(
  party: typeof consignments.sender | typeof consignments.receiver,
  place: ConsolidationPlace,
) {
  return [
    sql`${foldedSql(sql`${party}->'address'->>'line1'`)} = ${folded(place.line1)}`,
    sql`${foldedSql(sql`${party}->'address'->>'locality'`)} = ${folded(place.locality)}`,
    sql`${party}->'address'->>'postcode' = ${place.postcode.trim()}`,
  ];
}

/**
 * Issue 15 (R09): the site's consignments new freight could join: not manifested nor handed over, without issues,
 * on the same dispatch date, from the same place, to the same receiver at the same place, and never one whose
 * receiver says "prevent consolidation". The site and date narrow through the (site, dispatch date) index first.
 */
export async function findConsolidationCandidates(
  db: DbOrTx,
  query: {
    siteId: number;
    dispatchDate: string;
    sender: ConsolidationPlace;
    receiver: ConsolidationPlace & { name: string };
  },
) {
  return db
    .select({
      id: consignments.id,
      consignmentNo: consignments.consignmentNo,
      type: consignments.type,
      dispatchDate: consignments.dispatchDate,
      agreedServiceId: consignments.agreedServiceId,
      agreedService: consignments.agreedService,
      itemQuantity: consignments.itemQuantity,
      eta: consignments.eta,
      hasDangerousGoods: consignments.hasDangerousGoods,
      price: consignments.price,
      version: consignments.version,
    })
    .from(consignments)
    .where(
      and(
        eq(consignments.siteId, query.siteId),
        eq(consignments.dispatchDate, query.dispatchDate),
        isNull(consignments.manifestId),
        isNull(consignments.transferredAt),
        // one with issues is not priced nor complete: it is resolved first
        eq(consignments.hasIssues, false),
        sql`coalesce((${consignments.receiver}->>'preventConsolidation')::boolean, false) = false`,
        sql`${foldedSql(sql`${consignments.receiverName}`)} = ${folded(query.receiver.name)}`,
        ...samePlace(consignments.receiver, query.receiver),
        ...samePlace(consignments.sender, query.sender),
      ),
    )
    .orderBy(asc(consignments.id))
    .limit(20);
}
