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
 * What a search looks in (spec 2: name, line2, address and quick access code), lower-cased. Fields are joined by
 * line breaks, and search terms never hold white space, so no term matches across two fields.
 */
export function searchTextOf(entry: {
  name: string;
  line2: string | null;
  addressText: string;
  quickAccessCode: string | null;
}): string {
  return [entry.name, entry.line2, entry.addressText, entry.quickAccessCode]
    .map((part) => (part ?? '').toLowerCase())
    .join('\n');
}
