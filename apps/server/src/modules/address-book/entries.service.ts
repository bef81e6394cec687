import type { z } from 'zod';
import { addressBookMessages, type Entry, type entryAttributesSchema } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { uniqueField } from '../../platform/db/unique-field';
import { AppError } from '../../platform/errors/app-error';
import { requireHeldRecord, requireSiteMembership } from '../../platform/tenancy/site-membership';
import {
  addressOnLocalityOf,
  findAddressForOrganisation,
  usableAddressSource,
  type AddressOnLocality,
} from '../addresses';
import * as repo from './entries.repository';
import { hydrateOne } from './entry-loading';
import { entryRowOf } from './entry-row';

export type EntryInput = z.output<typeof entryAttributesSchema>;

/** The site an entry is written to, and the organisation whose addresses it may use. */
export interface EntrySite {
  siteId: number;
  organisationId: number;
}

/** A site's quick access codes are unique whatever their case. */
const code = uniqueField({
  index: 'address_book_entries_site_code_idx',
  pointer: '/data/attributes/quickAccessCode',
  detail: addressBookMessages.codeExists,
});

/** The row an entry input becomes: its address resolved, the address and search text worked out. */
async function toRow(db: DbOrTx, site: EntrySite, input: EntryInput): Promise<repo.NewEntryRow> {
  const address = await findAddressForOrganisation(db, site.organisationId, input.location.address.id);
  if (!address)
    throw AppError.validation([
      { pointer: '/data/attributes/location/address/id', detail: addressBookMessages.addressNotFound },
    ]);
  return entryRowOf(
    site.siteId,
    {
      name: input.name,
      quickAccessCode: input.quickAccessCode,
      line2: input.location.line2,
      residential: input.location.residential,
      preventConsolidation: input.preventConsolidation,
      requiresDeliveryTimeSlot: input.requiresDeliveryTimeSlot,
      allowedPalletTypes: input.pallets.allowedPalletTypes,
      preferredTransferType: input.pallets.preferredTransferType,
      operatingHours: input.operatingHours,
    },
    address,
  );
}

/** Creates an entry on a site the caller has already checked (the user path below, or demo data). */
export async function createEntryForSite(db: DbOrTx, site: EntrySite, input: EntryInput): Promise<Entry> {
  const row = await toRow(db, site, input);
  if (row.quickAccessCode && (await repo.quickAccessCodeTaken(db, site.siteId, row.quickAccessCode)))
    throw code.conflict();
  return hydrateOne(db, await code.guard(() => repo.insertEntry(db, row)));
}

export async function createEntry(db: DbOrTx, userId: string, input: EntryInput): Promise<Entry> {
  const membership = await requireSiteMembership(db, userId, input.siteId);
  return createEntryForSite(db, membership, input);
}

/** An entry on one of the user's sites; 404 for any other id, the user's own or not, so nothing leaks. */
async function findOwnEntry(db: DbOrTx, userId: string, id: number) {
  const { row, site: membership } = await requireHeldRecord(db, userId, await repo.findEntry(db, id));
  return { row, membership };
}

export async function getEntry(db: DbOrTx, userId: string, id: number): Promise<Entry> {
  const { row } = await findOwnEntry(db, userId, id);
  return hydrateOne(db, row);
}

/** Spec 7: the same payload as create; an entry stays on its site. */
export async function updateEntry(db: DbOrTx, userId: string, id: number, input: EntryInput): Promise<Entry> {
  const { row: current, membership } = await findOwnEntry(db, userId, id);
  if (input.siteId !== current.siteId)
    throw AppError.validation([
      { pointer: '/data/attributes/siteId', detail: addressBookMessages.siteCannotChange },
    ]);
  const row = await toRow(db, membership, input);
  if (row.quickAccessCode && (await repo.quickAccessCodeTaken(db, current.siteId, row.quickAccessCode, id)))
    throw code.conflict();
  const updated = await code.guard(() => repo.updateEntry(db, id, row));
  if (!updated) throw AppError.notFound();
  return hydrateOne(db, updated);
}

export async function deleteEntry(db: DbOrTx, userId: string, id: number): Promise<void> {
  await findOwnEntry(db, userId, id);
  await repo.deleteEntry(db, id);
}

/** For other modules (quotes, carrier preferences): an entry of the site, or null when it is not the site's. */
export async function findSiteEntry(db: DbOrTx, siteId: number, entryId: number) {
  const row = await repo.findEntry(db, entryId);
  if (!row || row.siteId !== siteId) return null;
  return { id: row.id, name: row.name, addressId: row.addressId, residential: row.residential };
}

/** An entry of the site with its address, null when the site's organisation may not use that address. */
export interface SiteEntryWithAddress {
  id: number;
  name: string;
  addressId: string;
  residential: boolean;
  address: AddressOnLocality | null;
}

const entriesWithAddresses = repo.siteEntriesWithAddresses(usableAddressSource);

/**
 * For other modules: the site's entries of the ids with their addresses (those the site's organisation may use),
 * in one statement (quoting reads a sender's and a receiver's together, beside its check of the site). An id
 * that is no entry of the site is missing from the map.
 */
export async function findSiteEntriesWithAddresses(
  db: DbOrTx,
  siteId: number,
  ids: readonly number[],
): Promise<Map<number, SiteEntryWithAddress>> {
  if (ids.length === 0) return new Map();
  const rows = await entriesWithAddresses(db, siteId, ids);
  return new Map(
    rows.map((row) => [row.id, { ...row, address: row.address && addressOnLocalityOf(row.address) }]),
  );
}

/** Whether the site has any entries (demo data is added only to an empty address book). */
export function siteHasEntries(db: DbOrTx, siteId: number): Promise<boolean> {
  return repo.siteHasEntries(db, siteId);
}

/** For carrier preferences: entries' names, as a subquery their lists join to filter and sort by name. */
export function entryNameSource(db: DbOrTx) {
  return repo.entryNames(db);
}
export type EntryNameSource = ReturnType<typeof entryNameSource>;
