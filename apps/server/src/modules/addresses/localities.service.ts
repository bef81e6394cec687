import { COUNTRY_AU, type Locality } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { parseLocalityQuery } from './locality-query';
import * as repo from './localities.repository';
import { timeZoneOf } from './time-zone';

export function toLocality(row: repo.LocalityRow): Locality {
  return {
    id: String(row.id),
    suburb: row.suburb,
    postcode: row.postcode,
    state: row.state,
    countryId: COUNTRY_AU,
    timeZone: timeZoneOf(row.state, row.postcode) ?? '',
    chargeZone: row.chargeZone,
    label: `${row.suburb} ${row.state} ${row.postcode}`,
  };
}

/** Spec 7: locality suggestions for what the user typed, best first. */
export async function searchLocalities(db: DbOrTx, q: string, limit: number): Promise<Locality[]> {
  const rows = await repo.searchLocalities(db, parseLocalityQuery(q), limit);
  return rows.map(toLocality);
}

export async function getLocality(db: DbOrTx, id: number): Promise<Locality> {
  const row = await repo.findLocality(db, id);
  if (!row) throw AppError.notFound();
  return toLocality(row);
}

/** For other modules and seeding: a locality row by id, or null. */
export function findLocalityRow(db: DbOrTx, id: number) {
  return repo.findLocality(db, id);
}

/** For other modules: the charge zone of a place named by suburb and/or postcode and state, or null. */
export function chargeZoneOfPlace(
  db: DbOrTx,
  place: { suburb: string | null; postcode: string | null; state: string | null },
) {
  return repo.findChargeZone(db, place);
}

/** For other modules: the time zone of a state and postcode (Broken Hill keeps Adelaide time), or null. */
export function timeZoneOfPlace(state: string, postcode: string): string | null {
  return timeZoneOf(state.trim().toUpperCase(), postcode.trim());
}

/**
 * For other modules: the localities that could be each place (suburb, state, postcode as typed), in two
 * queries whatever the number of places. A place matches a locality of its postcode (or, without one, of its
 * suburb) whose suburb and state agree where given.
 */
export async function matchLocalities(
  db: DbOrTx,
  places: readonly { suburb: string | null; state: string | null; postcode: string | null }[],
): Promise<repo.LocalityRow[][]> {
  const norm = (value: string | null) => value?.trim().toLowerCase() || null;
  const postcodes = new Set<string>();
  const suburbs = new Set<string>();
  for (const place of places) {
    const postcode = place.postcode?.trim();
    if (postcode) postcodes.add(postcode);
    else if (norm(place.suburb)) suburbs.add(norm(place.suburb) ?? '');
  }
  const [byPostcode, bySuburb] = await Promise.all([
    repo.findLocalitiesByPostcodes(db, [...postcodes]),
    repo.findLocalitiesBySuburbs(db, [...suburbs]),
  ]);
  const index = new Map<string, repo.LocalityRow[]>();
  const add = (key: string, row: repo.LocalityRow) => index.set(key, [...(index.get(key) ?? []), row]);
  for (const row of byPostcode) add(`p:${row.postcode}`, row);
  for (const row of bySuburb) add(`s:${row.suburb.toLowerCase()}`, row);
  return places.map((place) => {
    const postcode = place.postcode?.trim();
    const suburb = norm(place.suburb);
    const state = norm(place.state);
    if (!postcode && !suburb) return [];
    const candidates = index.get(postcode ? `p:${postcode}` : `s:${suburb}`) ?? [];
    return candidates.filter(
      (row) =>
        (suburb === null || row.suburb.toLowerCase() === suburb) &&
        (state === null || row.state.toLowerCase() === state),
    );
  });
}
