import type { z } from 'zod';
import type { AddressSuggestion, verifyRequestSchema } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { formatAddress, mapLocation } from './location';
import { parseAddressQuery, parseLocalityQuery } from './locality-query';
import * as localities from './localities.repository';
import { encodeSuggestionId } from './suggestion-id';
import { timeZoneOf } from './time-zone';

type VerifyData = z.output<typeof verifyRequestSchema>['data'];
export interface VerifyResult {
  verified: boolean;
  suggestions: AddressSuggestion[];
}

const MAX_SUGGESTIONS = 5;
/** Locality names run to four words at most ('Kingston on Murray'); longer suffixes are not tried. */
const MAX_LOCALITY_WORDS = 4;

function suggest(line1: string, line2: string | null, locality: localities.LocalityRow): AddressSuggestion {
  const parts = {
    line1,
    line2,
    locality: locality.suburb,
    postcode: locality.postcode,
    subdivision: locality.state,
    countryId: 'AU',
    timeZone: timeZoneOf(locality.state, locality.postcode),
  };
  const mapped = mapLocation(parts);
  if ('problems' in mapped)
    throw AppError.validation(
      mapped.problems.map((p) => ({ pointer: `/data/attributes/${p.field}`, detail: p.detail })),
    );
  const { location } = mapped;
  return {
    id: encodeSuggestionId({ line1, line2, localityId: locality.id }),
    ...location,
    label: formatAddress(location),
  };
}

/** verifyAddress: verified when the locality, postcode and state name a real locality; else the nearest ones. */
async function verifyAddress(
  db: DbOrTx,
  address: Extract<VerifyData, { type: 'verifyAddress' }>['attributes'],
) {
  const { line1, line2, locality, postcode, subdivision } = address;
  const exact = await localities.findLocalitiesByName(db, locality, { postcode, state: subdivision });
  const first = exact[0];
  if (first) return { verified: true, suggestions: [suggest(line1, line2, first)] };
  const bySuburb = await localities.searchLocalities(
    db,
    { text: locality.toLowerCase(), postcode: null, state: subdivision },
    MAX_SUGGESTIONS * 2,
  );
  const byPostcode =
    bySuburb.length > 0
      ? []
      : await localities.searchLocalities(db, { text: '', postcode, state: null }, MAX_SUGGESTIONS);
  const candidates = [...bySuburb, ...byPostcode]
    .sort((a, b) => Number(b.postcode === postcode) - Number(a.postcode === postcode))
    .slice(0, MAX_SUGGESTIONS);
  return { verified: false, suggestions: candidates.map((row) => suggest(line1, line2, row)) };
}

/** verifyQuery: a typed address split into street lines and a locality found among its last words. */
async function verifyQuery(db: DbOrTx, query: string): Promise<VerifyResult> {
  const parsed = parseAddressQuery(query);
  const words = parsed.localityWords;
  const filter = { postcode: parsed.postcode, state: parsed.state };
  const streetOf = (localityWordCount: number) => {
    const leftover = words.slice(0, words.length - localityWordCount).join(' ');
    const lines = [...parsed.streetParts, ...(leftover ? [leftover] : [])];
    // the line nearest the locality is the street; anything before it (unit, building) is line2
    const line1 = lines.at(-1) ?? '';
    const line2 = lines.slice(0, -1).join(', ') || null;
    return { line1, line2 };
  };
  for (let count = Math.min(MAX_LOCALITY_WORDS, words.length); count >= 1; count--) {
    const name = words.slice(words.length - count).join(' ');
    const matches = await localities.findLocalitiesByName(db, name, filter);
    const { line1, line2 } = streetOf(count);
    if (matches.length > 0 && line1) {
      const suggestions = matches.slice(0, MAX_SUGGESTIONS).map((row) => suggest(line1, line2, row));
      return { verified: suggestions.length === 1, suggestions };
    }
  }
  // nothing named exactly: the last word or two as a fuzzy locality search
  const mostWords = parsed.streetParts.length > 0 ? words.length : words.length - 1;
  for (let count = Math.min(2, mostWords); count >= 1; count--) {
    const text = words.slice(words.length - count).join(' ');
    const { line1, line2 } = streetOf(count);
    const matches = await localities.searchLocalities(
      db,
      { ...parseLocalityQuery(text), ...filter },
      MAX_SUGGESTIONS,
    );
    if (matches.length > 0 && line1)
      return { verified: false, suggestions: matches.map((row) => suggest(line1, line2, row)) };
  }
  return { verified: false, suggestions: [] };
}

/** Spec 7: POST v0/verify, with a free-text query or an address typed in full. */
export function verify(db: DbOrTx, data: VerifyData): Promise<VerifyResult> {
  return data.type === 'verifyQuery'
    ? verifyQuery(db, data.attributes.query)
    : verifyAddress(db, data.attributes);
}
