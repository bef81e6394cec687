import {
  locationAddressId,
  quoteMessages,
  type Address,
  type Locality,
  type LocationRequest,
} from '@freight/contracts';
import { AU_STATES, type AuState } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { findAddressWithLocality } from '../addresses';
import { findLocalityRow, toLocality } from '../addresses';
import { findSiteEntry } from '../address-book';

/** A location resolved to what pricing needs (zone, state) and what an estimate shows. */
export interface ResolvedLocation {
  name: string | null;
  addressBookEntryId: number | null;
  /** Exactly one of address and locality is set. */
  address: Address | null;
  locality: Locality | null;
  residential: boolean;
  chargeZone: string | null;
  state: AuState;
}

const isState = (state: string): state is AuState => (AU_STATES as readonly string[]).includes(state);
const invalid = (pointer: string, detail: string) => AppError.validation([{ pointer, detail }]);

async function localityFor(db: DbOrTx, localityId: number, pointer: string, detail: string) {
  const row = await findLocalityRow(db, localityId);
  if (!row || !isState(row.state)) throw invalid(pointer, detail);
  return { row, state: row.state };
}

/**
 * Resolves a sender or receiver: an address book entry of the site (its address unless one is given), an
 * address the organisation may use, or a bare locality. Anything unknown or another's is a 422 at `pointer`.
 */
export async function resolveLocation(
  db: DbOrTx,
  scope: { siteId: number; organisationId: number },
  location: LocationRequest,
  pointer: string,
): Promise<ResolvedLocation> {
  let name = location.name;
  let residential = location.residential;
  let addressId = locationAddressId(location);
  const addressPointer = `${pointer}/${location.addressId && !location.address ? 'addressId' : 'address/id'}`;
  if (location.addressBookEntryId !== null) {
    const entry = await findSiteEntry(db, scope.siteId, location.addressBookEntryId);
    if (!entry) throw invalid(`${pointer}/addressBookEntryId`, quoteMessages.entryNotFound);
    name ??= entry.name;
    residential ||= entry.residential;
    if (!location.locality) addressId ??= entry.addressId;
  }
  if (addressId !== null) {
    const found = await findAddressWithLocality(db, scope.organisationId, addressId);
    if (!found || !isState(found.locality.state))
      throw invalid(addressPointer, quoteMessages.addressNotFound);
    const state = found.locality.state;
    const { address, locality: row } = found;
    return {
      name,
      addressBookEntryId: location.addressBookEntryId,
      address,
      locality: null,
      residential,
      chargeZone: row.chargeZone,
      state,
    };
  }
  const localityId = location.locality?.id;
  if (localityId === undefined) throw invalid(`${pointer}/address`, quoteMessages.locationRequired);
  const { row, state } = await localityFor(
    db,
    localityId,
    `${pointer}/locality/id`,
    quoteMessages.localityNotFound,
  );
  return {
    name,
    addressBookEntryId: location.addressBookEntryId,
    address: null,
    locality: toLocality(row),
    residential,
    chargeZone: row.chargeZone,
    state,
  };
}
