import {
  carrierPreferenceMessages,
  type CarrierPreference,
  type carrierPreferenceEndpoints,
} from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import type { RecordInputs } from '../../platform/http/record-inputs';
import type { RecordPage } from '../../platform/db/site-records';
import { uniqueField } from '../../platform/db/unique-field';
import { AppError } from '../../platform/errors/app-error';
import { siteCollection } from '../../platform/tenancy/site-collection';
import { entryNameSource, findSiteEntry } from '../address-book';
import { agreedServiceNameSource, billedAccounts, siteAgreedService } from '../carriers';
import * as repo from './carrier-preferences.repository';

type Inputs = RecordInputs<typeof carrierPreferenceEndpoints>;
type PolicyInput = Inputs['update'];

/** Spec 5, 8: an entry has one policy at most; the browser shows a 409 as this message on the address field. */
const entryPolicy = uniqueField({
  index: repo.ENTRY_INDEX,
  pointer: '/data/addressBookEntryId',
  detail: carrierPreferenceMessages.addressHasPreference,
});

/** A site named in a request must be the user's (403); a policy on another's site is 404, so nothing leaks. */
const collection = siteCollection(repo.records);

function toPolicy(row: {
  policy: repo.PolicyRow;
  entryName: string;
  serviceName: string;
}): CarrierPreference {
  return {
    id: String(row.policy.id),
    siteId: String(row.policy.siteId),
    addressBookEntryId: String(row.policy.addressBookEntryId),
    addressBookEntryName: row.entryName,
    agreedServiceId: String(row.policy.agreedServiceId),
    agreedServiceName: row.serviceName,
    carrierChargeAccount: row.policy.carrierChargeAccount,
    isActive: row.policy.isActive,
  };
}

/**
 * The values of a policy: its entry and agreed service must be the site's; the account, one the service's
 * carrier bills for the site, defaults to the service's own.
 */
async function toValues(db: DbOrTx, siteId: number, input: PolicyInput): Promise<repo.PolicyValues> {
  const [entry, service] = await Promise.all([
    findSiteEntry(db, siteId, input.addressBookEntryId),
    siteAgreedService(db, siteId, input.agreedServiceId),
  ]);
  const problems = [
    ...(entry
      ? []
      : [{ pointer: '/data/addressBookEntryId', detail: carrierPreferenceMessages.entryNotFound }]),
    ...(service
      ? []
      : [{ pointer: '/data/agreedServiceId', detail: carrierPreferenceMessages.agreedServiceNotFound }]),
  ];
  if (problems.length > 0 || !service) throw AppError.validation(problems);
  const account = input.carrierChargeAccount;
  if (account !== null && !(await billedAccounts(db, siteId, service.id)).includes(account))
    throw AppError.validation([
      { pointer: '/data/carrierChargeAccount', detail: carrierPreferenceMessages.accountNotBilled },
    ]);
  return {
    addressBookEntryId: input.addressBookEntryId,
    agreedServiceId: input.agreedServiceId,
    carrierChargeAccount: input.carrierChargeAccount ?? service.carrierChargeAccount,
  };
}

async function view(db: DbOrTx, siteId: number, id: number): Promise<CarrierPreference> {
  const { rows } = await repo.listPolicies(
    db,
    entryNameSource(db),
    agreedServiceNameSource(db),
    { siteId, id },
    [],
    {
      limit: 1,
      offset: 0,
    },
  );
  const [row] = rows;
  if (!row) throw AppError.notFound();
  return toPolicy(row);
}

/** A policy on the site, held to the same rules as one a user creates; active unless told otherwise. */
export async function createPolicyForSite(
  db: DbOrTx,
  siteId: number,
  input: PolicyInput,
  isActive = true,
): Promise<CarrierPreference> {
  const values = await toValues(db, siteId, input);
  if (await repo.entryHasPolicy(db, values.addressBookEntryId)) throw entryPolicy.conflict();
  const row = await entryPolicy.guard(() => repo.records.insert(db, siteId, { ...values, isActive }));
  return view(db, row.siteId, row.id);
}

// list, get, create, update and remove: the record operations, named as serveRecords calls them
export async function create(
  db: DbOrTx,
  userId: string,
  input: Inputs['create'],
): Promise<CarrierPreference> {
  await collection.requireSite(db, userId, input.siteId);
  return createPolicyForSite(db, input.siteId, input);
}

export const siteHasPolicies = repo.records.siteHasAny;

export async function get(db: DbOrTx, userId: string, id: number): Promise<CarrierPreference> {
  const { row } = await collection.findOwn(db, userId, id);
  return view(db, row.siteId, row.id);
}

/** Spec 7: the update carries no siteId; the policy stays on its site. */
export async function update(db: DbOrTx, userId: string, id: number, input: PolicyInput) {
  const { row } = await collection.findOwn(db, userId, id);
  const values = await toValues(db, row.siteId, input);
  if (await repo.entryHasPolicy(db, values.addressBookEntryId, id)) throw entryPolicy.conflict();
  await entryPolicy.guard(() => repo.records.update(db, id, values));
  return view(db, row.siteId, id);
}

export async function setPolicyActive(db: DbOrTx, userId: string, id: number, isActive: boolean) {
  await collection.findOwn(db, userId, id);
  await repo.records.update(db, id, { isActive });
}

export const remove = collection.remove;

/** Spec 7: the site's policies, filtered by agreed service, entry id and entry name, paged and sorted. */
export function list(db: DbOrTx, userId: string, query: Inputs['query']) {
  const filter = (siteId: number) => ({
    siteId,
    agreedServiceId: query['filter[agreedServiceId]'],
    addressBookEntryId: query['filter[addressBookEntryId]'],
    addressBookEntryName: query['filter[addressBookEntryName]'],
  });
  const load = (siteId: number, page: RecordPage) =>
    repo.listPolicies(db, entryNameSource(db), agreedServiceNameSource(db), filter(siteId), query.sort, page);
  return collection.list(db, userId, query, load, toPolicy);
}

/**
 * For quotes: the agreed service an active policy of the site requires for the receiver's entry, and the
 * carrier charge account that freight is charged to; null without one.
 */
export function findActivePolicy(
  db: DbOrTx,
  siteId: number,
  entryId: number,
): Promise<{ agreedServiceId: number; carrierChargeAccount: string } | null> {
  return repo.findActivePolicy(db, siteId, entryId);
}
