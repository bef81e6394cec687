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
import { startedEarly } from '../../platform/started-early';
import { findAddressWithLocality, type AddressOnLocality } from '../addresses';
import { findLocalityRow, toLocality } from '../addresses';
import { findSiteEntriesWithAddresses, type SiteEntryWithAddress } from '../address-book';

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

type Scope = { siteId: number; organisationId: number };

/** The address book entries of a shipment's locations, read with their addresses in one statement. */
export type LocationEntries = Promise<Map<number, SiteEntryWithAddress>>;

/**
 * Starts the read of the site's entries the locations name, for `resolveLocation` to find each in. It needs the
 * site's id alone, so it may start before the site is checked.
 */
export function readLocationEntries(
  db: DbOrTx,
  siteId: number,
  locations: readonly LocationRequest[],
): LocationEntries {
  const ids = locations.flatMap((location) => location.addressBookEntryId ?? []);
  return startedEarly(findSiteEntriesWithAddresses(db, siteId, [...new Set(ids)]));
}

const isState = (state: string): state is AuState => (AU_STATES as readonly string[]).includes(state);
const invalid = (pointer: string, detail: string) => AppError.validation([{ pointer, detail }]);

/** The state and zone of an address the organisation may use; a 422 at `pointer` for none or not Australian. */
function placeOfAddress(found: AddressOnLocality | null, pointer: string) {
  if (!found || !isState(found.locality.state)) throw invalid(pointer, quoteMessages.addressNotFound);
  return { address: found.address, chargeZone: found.locality.chargeZone, state: found.locality.state };
}

async function localityFor(db: DbOrTx, localityId: number, pointer: string, detail: string) {
  const row = await findLocalityRow(db, localityId);
  if (!row || !isState(row.state)) throw invalid(pointer, detail);
  return { row, state: row.state };
}

/**
 * Resolves a sender or receiver: an address book entry of the site (its address unless one is given), an
 * address the organisation may use, or a bare locality. Anything unknown or another's is a 422 at `pointer`.
 * `entries` is the read of the shipment's entries when the caller has started it (`readLocationEntries`).
 */
export async function resolveLocation(
  db: DbOrTx,
  scope: Scope,
  location: LocationRequest,
  pointer: string,
  entries?: LocationEntries,
): Promise<ResolvedLocation> {
  let name = location.name;
  let residential = location.residential;
  const addressId = locationAddressId(location);
  const localityId = location.locality?.id;
  const addressPointer = `${pointer}/${location.addressId && !location.address ? 'addressId' : 'address/id'}`;
  // an address or locality given beside an entry is read beside it; the entry is still checked first
  const givenAddress =
    addressId === null ? null : startedEarly(findAddressWithLocality(db, scope.organisationId, addressId));
  const givenLocality =
    addressId === null && localityId !== undefined
      ? startedEarly(localityFor(db, localityId, `${pointer}/locality/id`, quoteMessages.localityNotFound))
      : null;
  const base = { addressBookEntryId: location.addressBookEntryId };
  if (location.addressBookEntryId !== null) {
    const found = await (entries ?? readLocationEntries(db, scope.siteId, [location]));
    const entry = found.get(location.addressBookEntryId);
    if (!entry) throw invalid(`${pointer}/addressBookEntryId`, quoteMessages.entryNotFound);
    name ??= entry.name;
    residential ||= entry.residential;
    // the entry's address, read with it, unless an address or a locality is given
    if (givenAddress === null && givenLocality === null)
      return { name, ...base, ...placeOfAddress(entry.address, addressPointer), locality: null, residential };
  }
  if (givenAddress !== null)
    return {
      name,
      ...base,
      ...placeOfAddress(await givenAddress, addressPointer),
      locality: null,
      residential,
    };
  if (givenLocality === null) throw invalid(`${pointer}/address`, quoteMessages.locationRequired);
  const { row, state } = await givenLocality;
  return {
    name,
    ...base,
    address: null,
    locality: toLocality(row),
    residential,
    chargeZone: row.chargeZone,
    state,
  };
}
