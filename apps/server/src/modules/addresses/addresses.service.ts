import {
  ADDRESS_ID_PATTERN,
  addressMessages,
  contextMessages,
  COUNTRY_AU,
  type Address,
  type AddressSource,
  type createAddressRequestSchema,
} from '@freight/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { loadAccess } from '../../platform/tenancy/access';
import * as repo from './addresses.repository';
import * as localities from './localities.repository';
import { decodeSuggestionId } from './suggestion-id';
import { timeZoneOf } from './time-zone';

type CreateAddressData = z.output<typeof createAddressRequestSchema>['data'];

export function toAddress(row: repo.AddressRow): Address {
  return {
    id: row.id,
    line1: row.line1,
    line2: row.line2,
    locality: row.locality,
    postcode: row.postcode,
    subdivision: row.subdivision,
    countryId: row.countryId,
    timeZone: row.timeZone,
    from: row.source,
    gnafId: row.gnafId,
    localityId: String(row.localityId),
  };
}

export interface NewAddress {
  line1: string;
  line2: string | null;
  localityId: number;
  source: AddressSource;
}

/** The row of an address on a locality: the locality gives its postcode, state and time zone. */
function addressOnLocality(
  line1: string,
  line2: string | null,
  locality: localities.LocalityRow,
  source: AddressSource,
  organisationIds: number[],
): repo.NewAddressRow {
  return {
    line1,
    line2,
    localityId: locality.id,
    locality: locality.suburb,
    postcode: locality.postcode,
    subdivision: locality.state,
    countryId: COUNTRY_AU,
    timeZone: timeZoneOf(locality.state, locality.postcode) ?? '',
    source,
    gnafId: null,
    organisationIds,
  };
}

/**
 * An address on a known locality, readable by the given organisations. Null when the locality does not
 * exist. The locality gives the postcode, state and time zone, so every address is complete.
 */
export async function createAddressForOrganisations(
  db: DbOrTx,
  organisationIds: readonly number[],
  input: NewAddress,
): Promise<Address | null> {
  const locality = await localities.findLocality(db, input.localityId);
  if (!locality) return null;
  const row = await repo.insertAddress(
    db,
    addressOnLocality(input.line1, input.line2, locality, input.source, [...organisationIds]),
  );
  return toAddress(row);
}

/**
 * For other modules: many addresses on localities already read (an import's rows), readable by one
 * organisation, in one statement; answered in the order given.
 */
export async function createAddressesOnLocalities(
  db: DbOrTx,
  organisationId: number,
  inputs: readonly { line1: string; line2: string | null; locality: localities.LocalityRow }[],
): Promise<Address[]> {
  const rows = await repo.insertAddresses(
    db,
    inputs.map(({ line1, line2, locality }) =>
      addressOnLocality(line1, line2, locality, 'estimate', [organisationId]),
    ),
  );
  return rows.map(toAddress);
}

/** For other modules: an address the organisation may use, or null (unknown id or another's address). */
export async function findAddressForOrganisation(
  db: DbOrTx,
  organisationId: number,
  id: string,
): Promise<Address | null> {
  if (!ADDRESS_ID_PATTERN.test(id)) return null;
  const row = await repo.findAddressForOrganisations(db, id, [organisationId]);
  return row ? toAddress(row) : null;
}

/** An address the organisation may use and the row of its locality, or null. */
export async function findAddressWithLocality(db: DbOrTx, organisationId: number, id: string) {
  if (!ADDRESS_ID_PATTERN.test(id)) return null;
  const row = await repo.findAddressWithLocality(db, id, organisationId);
  return row ? { address: toAddress(row.address), locality: row.locality } : null;
}

/** An address with what pricing reads of its locality. */
export interface AddressOnLocality {
  address: Address;
  locality: { state: string; chargeZone: string | null };
}

/**
 * For other modules: the addresses the organisation may use as a subquery to join, so a record and its address
 * are read in one statement (`addressOnLocalityOf` turns the joined row into an address).
 */
export const usableAddressSource = repo.usableAddresses;
export type UsableAddressSource = repo.UsableAddresses;
export type UsableAddressRow = repo.AddressRow & { localityState: string; chargeZone: string | null };

export function addressOnLocalityOf(row: UsableAddressRow): AddressOnLocality {
  return { address: toAddress(row), locality: { state: row.localityState, chargeZone: row.chargeZone } };
}

async function organisationsOf(db: DbOrTx, userId: string): Promise<number[]> {
  const { organisationIds } = await loadAccess(db, userId);
  if (organisationIds.size === 0) throw AppError.forbidden(contextMessages.cannotAccess('org'));
  return [...organisationIds];
}

/** Spec 7: POST v0/addresses, from an estimate (typed lines on a suggested locality) or a suggestion. */
export async function createAddress(db: DbOrTx, userId: string, data: CreateAddressData): Promise<Address> {
  const organisationIds = await organisationsOf(db, userId);
  if (data.type === 'addressEstimate') {
    const { line1, line2, localitySuggestionId } = data.attributes;
    const address = await createAddressForOrganisations(db, organisationIds, {
      line1,
      line2,
      localityId: localitySuggestionId,
      source: 'estimate',
    });
    if (!address)
      throw AppError.validation([
        { pointer: '/data/attributes/localitySuggestionId', detail: addressMessages.localityNotFound },
      ]);
    return address;
  }
  const pointer = '/data/attributes/addressSuggestionId';
  const suggestion = decodeSuggestionId(data.attributes.addressSuggestionId);
  if (!suggestion) throw AppError.validation([{ pointer, detail: addressMessages.suggestionNotFound }]);
  const address = await createAddressForOrganisations(db, organisationIds, {
    ...suggestion,
    source: 'suggestion',
  });
  if (!address) throw AppError.validation([{ pointer, detail: addressMessages.suggestionNotFound }]);
  return address;
}

/** Spec 7: GET v0/addresses/{id}; an address of another organisation is not found, like an unknown id. */
export async function getAddress(db: DbOrTx, userId: string, id: string): Promise<Address> {
  if (!id.trim())
    throw AppError.validation([{ pointer: '/params/id', detail: addressMessages.addressIdRequired }]);
  if (!ADDRESS_ID_PATTERN.test(id)) throw AppError.notFound();
  const { organisationIds } = await loadAccess(db, userId);
  const row = await repo.findAddressForOrganisations(db, id, [...organisationIds]);
  if (!row) throw AppError.notFound();
  return toAddress(row);
}

/** For other modules holding address ids (entries, consignments): the addresses by id. */
export async function findAddressesByIds(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Address>> {
  const rows = await repo.findAddressesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toAddress(row)]));
}

/** For other modules: an address as one line. */
export { formatAddress } from './location';

/** A place typed in full (an order system's address): an address on the locality it names exactly, or null. */
export async function createAddressFromPlace(
  db: DbOrTx,
  organisationIds: readonly number[],
  place: { line1: string; line2: string | null; locality: string; postcode: string; subdivision: string },
): Promise<Address | null> {
  const [locality] = await localities.findLocalitiesByName(db, place.locality, {
    postcode: place.postcode,
    state: place.subdivision,
  });
  if (!locality) return null;
  return createAddressForOrganisations(db, organisationIds, {
    line1: place.line1,
    line2: place.line2,
    localityId: locality.id,
    source: 'suggestion',
  });
}
