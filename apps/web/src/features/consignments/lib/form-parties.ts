import type { LocationInput, Site } from '@freight/contracts';
import type { PartyValues } from './form-schema';

type SiteAddress = Pick<Site, 'addressId' | 'displayName'>;

/** The typed address a party's lines and locality make; a change means a new address. */
export const addressSignature = (party: Pick<PartyValues, 'line1' | 'line2' | 'locality'>): string =>
  JSON.stringify([party.line1.trim(), party.line2.trim(), party.locality?.id ?? null]);

/** The address already made for the party's typed lines, while they have not changed since. */
export function reusableAddressId(party: PartyValues): string | null {
  return party.resolved && party.resolved.signature === addressSignature(party)
    ? party.resolved.addressId
    : null;
}

/** What POST /api/address/v0/addresses takes to make the typed address. */
export interface NewAddress {
  line1: string;
  line2: string | null;
  localitySuggestionId: string;
}

export function newAddressOf(party: PartyValues): NewAddress | null {
  if (party.mode !== 'new' || !party.locality) return null;
  return {
    line1: party.line1.trim(),
    line2: party.line2.trim() || null,
    localitySuggestionId: party.locality.id,
  };
}

/** A party as a consignment names it: a name and an address id, and the entry it came from. */
export interface PartyIdentity {
  name: string;
  addressId: string;
  addressBookEntryId: string | null;
}

/**
 * The party's name and address when they are known without asking the server; null when a typed address must
 * be made first (or an entry lacks its address).
 */
export function knownIdentity(party: PartyValues, site: SiteAddress): PartyIdentity | null {
  if (party.mode === 'site')
    return site.addressId === null
      ? null
      : { name: site.displayName, addressId: site.addressId, addressBookEntryId: null };
  if (party.mode === 'entry')
    return party.entry?.addressId
      ? { name: party.entry.name, addressId: party.entry.addressId, addressBookEntryId: party.entry.id }
      : null;
  const addressId = reusableAddressId(party);
  return addressId ? { name: party.name.trim(), addressId, addressBookEntryId: null } : null;
}

/**
 * Spec 7: a sender or receiver for a quote request. A typed address not yet made is priced by its locality,
 * which prices the same as the street address on it.
 */
export function partyToQuoteLocation(party: PartyValues, site: SiteAddress): LocationInput {
  const { residential } = party;
  if (party.mode === 'entry') return { addressBookEntryId: party.entry?.id ?? null, residential };
  const known = knownIdentity(party, site);
  if (known) return { name: known.name, address: { id: known.addressId }, residential };
  return {
    name: party.name.trim() || null,
    locality: party.locality ? { id: party.locality.id } : null,
    residential,
  };
}

/** The time zone of the party's place, when the form knows it. */
export function partyTimeZone(party: PartyValues): string | null {
  if (party.mode === 'entry') return party.entry?.timeZone ?? null;
  if (party.mode === 'new') return party.locality?.timeZone ?? null;
  return null;
}
