import type { Address } from '@freight/contracts';

type AddressParts = Pick<Address, 'line1' | 'line2' | 'locality' | 'subdivision' | 'postcode'>;

const normalise = (text: string | null | undefined) => (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The same street address gives the same key whatever the case and spacing it was typed with. */
export function addressKeyOf(address: AddressParts): string {
  return [address.line1, address.line2, address.locality, address.subdivision, address.postcode]
    .map(normalise)
    .join('|');
}

/**
 * What a search looks in (spec 2: name, line2, address and quick access code), lower-cased. It begins with a
 * space and fields are joined by ' \n ', so every field starts a word for short terms ('% st%'); search terms
 * never hold white space, so no term matches across two fields.
 */
export function searchTextOf(entry: {
  name: string;
  line2: string | null;
  addressText: string;
  quickAccessCode: string | null;
}): string {
  const fields = [entry.name, entry.line2, entry.addressText, entry.quickAccessCode];
  return ` ${fields.map((field) => (field ?? '').toLowerCase()).join(' \n ')}`;
}
