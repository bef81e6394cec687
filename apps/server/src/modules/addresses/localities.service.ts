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
