import { sql } from 'drizzle-orm';
import type { StoredConsignmentLineItem, StoredParty } from '@freight/contracts';
import { consignments } from '../../db/schema';

const c = consignments;

/** What a list row reads of a party: its name, and its address for the mapping check and the row. */
export type SummaryParty = Pick<StoredParty, 'name' | 'address'>;
/** What a list row reads of a line: its packaging (the mapping check) and pallets (the row's pallet count). */
export type SummaryLine = Pick<StoredConsignmentLineItem, 'id' | 'packagingType' | 'pallets'>;

/** jsonb read through a `sql` expression: node-postgres and PGlite hand it over parsed, older drivers as text. */
const parsedJson =
  <T>() =>
  (value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : value) as T;

const partyOf = (column: typeof c.sender | typeof c.receiver) =>
  sql`jsonb_build_object('name', ${column}->'name', 'address', ${column}->'address')`.mapWith(
    parsedJson<SummaryParty>(),
  );

/**
 * Spec 3: the columns a list row shows, and no more: the parties' names and addresses and each line's packaging
 * and pallets are cut out of their jsonb in the statement, so the lines' dimensions and dangerous goods, the
 * price, the custom fields and the rest of the row never cross the wire or get parsed.
 */
export const summaryColumns = {
  id: c.id,
  type: c.type,
  consignmentNo: c.consignmentNo,
  previousConsignmentNumbers: c.previousConsignmentNumbers,
  updatedAt: c.updatedAt,
  dispatchDate: c.dispatchDate,
  sender: partyOf(c.sender),
  receiver: partyOf(c.receiver),
  agreedService: c.agreedService,
  carrierId: c.carrierId,
  carrierName: c.carrierName,
  manifestId: c.manifestId,
  manifestAddedAt: c.manifestAddedAt,
  transferredAt: c.transferredAt,
  transferPolicy: c.transferPolicy,
  eta: c.eta,
  references: c.references,
  itemQuantity: c.itemQuantity,
  volume: c.volume,
  weight: c.weight,
  siteId: c.siteId,
  pallets: c.pallets,
  lineItems: sql`(select coalesce(jsonb_agg(jsonb_build_object('id', line->'id',
      'packagingType', line->'packagingType', 'pallets', line->'pallets') order by n), '[]'::jsonb)
    from jsonb_array_elements(${c.lineItems}) with ordinality as lines(line, n))`.mapWith(
    parsedJson<SummaryLine[]>(),
  ),
  hasDangerousGoods: c.hasDangerousGoods,
  issues: c.issues,
  isFullyDelivered: c.isFullyDelivered,
};
