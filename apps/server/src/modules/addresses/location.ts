import { addressMessages, locationFields, type LocationField } from '@freight/contracts';

export type LocationParts = { [K in LocationField]?: string | null | undefined } & {
  line2?: string | null | undefined;
};
export type Location = Record<LocationField, string> & { line2: string | null };

export interface LocationProblem {
  field: LocationField;
  detail: string;
}

/** Spec (document 2, 5): a location needs every one of its fields; each missing one is reported. */
export function mapLocation(parts: LocationParts): { location: Location } | { problems: LocationProblem[] } {
  const problems = locationFields
    .filter((field) => !parts[field]?.trim())
    .map((field) => ({ field, detail: addressMessages.locationFieldRequired(field) }));
  if (problems.length > 0) return { problems };
  const value = (field: LocationField) => (parts[field] ?? '').trim();
  return {
    location: {
      timeZone: value('timeZone'),
      line1: value('line1'),
      line2: parts.line2?.trim() || null,
      locality: value('locality'),
      postcode: value('postcode'),
      subdivision: value('subdivision'),
      countryId: value('countryId'),
    },
  };
}

/** Spec 3: an address is complete when countryId, locality, postcode and subdivision are all present. */
export function isCompleteAddress(parts: LocationParts): boolean {
  return (['countryId', 'locality', 'postcode', 'subdivision'] as const).every(
    (field) => !!parts[field]?.trim(),
  );
}

/** 'Unit 4, 12 Smith St, Richmond VIC 3121' */
export function formatAddress(address: {
  line1: string;
  line2: string | null;
  locality: string;
  subdivision: string;
  postcode: string;
}): string {
  const street = [address.line1, address.line2].filter(Boolean).join(', ');
  return `${street}, ${address.locality} ${address.subdivision} ${address.postcode}`;
}
