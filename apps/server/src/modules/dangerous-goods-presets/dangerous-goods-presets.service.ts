import {
  dangerousGoodsPresetMessages,
  formMessagesB,
  type DangerousGoodsPreset,
  type DgType,
  type dangerousGoodsPresetEndpoints,
} from '@freight/contracts';
import { searchTerms } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import type { RecordInputs } from '../../platform/http/record-inputs';
import { AppError } from '../../platform/errors/app-error';
import type { RecordPage } from '../../platform/db/site-records';
import { siteCollection } from '../../platform/tenancy/site-collection';
import type { SiteMembership } from '../../platform/tenancy/site-membership';
import * as repo from './dangerous-goods-presets.repository';

type Inputs = RecordInputs<typeof dangerousGoodsPresetEndpoints>;
export type DgPresetInput = Inputs['update'];

function toPreset(row: repo.DgPresetRow): DangerousGoodsPreset {
  const { aggregateQuantityAmount: amount, aggregateQuantityUnit: unit } = row;
  return {
    id: String(row.id),
    siteId: String(row.siteId),
    dgType: row.dgType,
    notifiable: row.dgType === 'notifiable',
    properShippingName: row.properShippingName,
    technicalName: row.technicalName,
    productDescription: row.productDescription,
    unNumber: row.unNumber,
    classOrDivision: row.classOrDivision,
    subsidiaryRisks: row.subsidiaryRisks,
    packingGroup: row.packingGroup,
    receptacle: row.receptacle,
    receptacleAggregateQuantity: amount !== null && unit !== null ? { amount, unit } : null,
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The contract has already cleared the declarable detail of a notifiable preset (spec 5). */
function toValues(input: DgPresetInput): repo.DgPresetValues {
  return {
    dgType: input.dgType,
    properShippingName: input.properShippingName,
    unNumber: input.unNumber,
    productDescription: input.productDescription,
    technicalName: input.technicalName,
    classOrDivision: input.classOrDivision,
    subsidiaryRisks: input.subsidiaryRisks,
    packingGroup: input.packingGroup,
    receptacle: input.receptacle,
    aggregateQuantityAmount: input.receptacleAggregateQuantity?.amount ?? null,
    aggregateQuantityUnit: input.receptacleAggregateQuantity?.unit ?? null,
  };
}

/** Spec 6: the dangerous goods feature must be on for the site, and the user allowed to transact with them. */
function assertDangerousGoodsAllowed(membership: SiteMembership) {
  if (!membership.dangerousGoodsTransacting || !membership.canTransactDangerousGoods)
    throw AppError.forbidden(dangerousGoodsPresetMessages.notAvailable);
}

/**
 * Spec 6 (J03): a notifiable preset only on a site whose dangerous goods may be notifiable; a preset that is
 * notifiable already stays editable as it is.
 */
function assertTypeAllowed(membership: SiteMembership, dgType: DgType, current: DgType | null) {
  if (dgType !== 'notifiable' || membership.dangerousGoodsNotifiable || current === 'notifiable') return;
  throw AppError.validation([{ pointer: '/data/dgType', detail: formMessagesB.oneOf(['declarable']) }]);
}

/**
 * A site named in a request: 403 when not the user's; a preset on a site not the user's: 404, so nothing leaks;
 * either, 403 when dangerous goods are not theirs to use there.
 */
const collection = siteCollection(repo.records, assertDangerousGoodsAllowed);

/** Creates a preset on a site the caller has already checked (the user path below, or demo data). */
export async function createPresetForSite(db: DbOrTx, siteId: number, input: DgPresetInput) {
  return toPreset(await repo.records.insert(db, siteId, toValues(input)));
}

// list, get, create, update and remove: the record operations, named as serveRecords calls them
export async function create(
  db: DbOrTx,
  userId: string,
  input: Inputs['create'],
): Promise<DangerousGoodsPreset> {
  const membership = await collection.requireSite(db, userId, input.siteId);
  assertTypeAllowed(membership, input.dgType, null);
  return createPresetForSite(db, input.siteId, input);
}

export async function get(db: DbOrTx, userId: string, id: number): Promise<DangerousGoodsPreset> {
  return toPreset((await collection.findOwn(db, userId, id)).row);
}

export async function update(db: DbOrTx, userId: string, id: number, input: DgPresetInput) {
  const own = await collection.findOwn(db, userId, id);
  assertTypeAllowed(own.membership, input.dgType, own.row.dgType);
  const row = await repo.records.update(db, id, toValues(input));
  if (!row) throw AppError.notFound();
  return toPreset(row);
}

export const remove = collection.remove;

/** Spec 7: a page of the site's presets, by -unNumber unless asked otherwise, 30 to a page. */
export function list(db: DbOrTx, userId: string, query: Inputs['query']) {
  const terms = query.q ? searchTerms(query.q) : [];
  const load = (siteId: number, page: RecordPage) =>
    repo.listPresets(db, { siteId, terms }, query.sort, page);
  return collection.list(db, userId, query, load, toPreset);
}

export const siteHasPresets = repo.records.siteHasAny;
