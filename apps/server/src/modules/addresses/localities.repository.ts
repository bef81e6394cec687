import { and, asc, desc, eq, sql, type Column, type SQL } from 'drizzle-orm';
import { localities } from '../../db/schema';
import { preparedRowById } from '../../platform/db/prepared';
import type { DbOrTx } from '../../platform/db/transaction';
import { escapeLike } from '../../platform/db/like';
import type { LocalityQuery } from './locality-query';

export type LocalityRow = typeof localities.$inferSelect;

const suburb = sql`lower(${localities.suburb})`;

function postcodeAndState(query: LocalityQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.postcode) conditions.push(sql`${localities.postcode} like ${`${escapeLike(query.postcode)}%`}`);
  if (query.state) conditions.push(eq(localities.state, query.state));
  return conditions;
}

/**
 * Suburbs that are the text, start with it, or have a word that starts with it, ranked in that order (shorter
 * names first within a rank); a whole postcode that matches exactly comes first. Served by the btree prefix
 * and trigram indexes on lower(suburb).
 */
async function searchByName(db: DbOrTx, query: LocalityQuery, limit: number): Promise<LocalityRow[]> {
  const text = query.text;
  const prefix = `${escapeLike(text)}%`;
  const wordPrefix = `% ${escapeLike(text)}%`;
  const rank = sql`case when ${suburb} = ${text} then 0 when ${suburb} like ${prefix} then 1 else 2 end`;
  const exactPostcode = query.postcode ? [desc(sql`${localities.postcode} = ${query.postcode}`)] : [];
  return db
    .select()
    .from(localities)
    .where(and(sql`(${suburb} like ${prefix} or ${suburb} like ${wordPrefix})`, ...postcodeAndState(query)))
    .orderBy(
      ...exactPostcode,
      rank,
      asc(sql`length(${localities.suburb})`),
      asc(localities.suburb),
      asc(localities.state),
      asc(localities.postcode),
    )
    .limit(limit);
}

/** Trigram similarity at which a name counts as a typing mistake for another (pg_trgm's own default). */
const SIMILARITY_THRESHOLD = 0.3;

/**
 * Suburbs like the text despite a typing mistake, most similar first. Candidates share the first letter and
 * about the length, which keeps the similarity check to a few hundred rows on the prefix index. (pg_trgm's `%` operator, which would use
 * the trigram index, fails on the embedded PGlite, so the threshold is applied to similarity() instead.)
 */
async function searchBySimilarity(db: DbOrTx, query: LocalityQuery, limit: number): Promise<LocalityRow[]> {
  const text = query.text;
  const similarity = sql`similarity(${suburb}, ${text})`;
  return db
    .select()
    .from(localities)
    .where(
      and(
        sql`${suburb} like ${`${escapeLike(text.charAt(0))}%`}`,
        // a name much longer or shorter cannot reach the threshold; this cheap test spares most similarity()s
        sql`length(${localities.suburb}) between ${text.length - 4} and ${text.length + 4}`,
        sql`${similarity} >= ${SIMILARITY_THRESHOLD}`,
        ...postcodeAndState(query),
      ),
    )
    .orderBy(desc(similarity), asc(localities.suburb), asc(localities.state), asc(localities.postcode))
    .limit(limit);
}

/** Name matches; when there are none, the text is taken as mistyped and similar names are looked for. */
async function searchBySuburb(db: DbOrTx, query: LocalityQuery, limit: number): Promise<LocalityRow[]> {
  const named = await searchByName(db, query, limit);
  if (named.length > 0 || query.text.length < 3) return named;
  return searchBySimilarity(db, query, limit);
}

/** Localities whose postcode starts with the digits (and in the state, if named); the exact postcode first. */
async function searchByPostcode(db: DbOrTx, query: LocalityQuery, limit: number): Promise<LocalityRow[]> {
  return db
    .select()
    .from(localities)
    .where(and(...postcodeAndState(query)))
    .orderBy(
      desc(sql`${localities.postcode} = ${query.postcode ?? ''}`),
      asc(localities.postcode),
      asc(localities.suburb),
    )
    .limit(limit);
}

export async function searchLocalities(
  db: DbOrTx,
  query: LocalityQuery,
  limit: number,
): Promise<LocalityRow[]> {
  if (query.text) return searchBySuburb(db, query, limit);
  if (query.postcode || query.state) return searchByPostcode(db, query, limit);
  return [];
}

export const findLocality = preparedRowById(localities, 'localities_by_id');

/** Localities named exactly (case aside), optionally in a postcode and state. */
export async function findLocalitiesByName(
  db: DbOrTx,
  name: string,
  filter: { postcode: string | null; state: string | null },
): Promise<LocalityRow[]> {
  return db
    .select()
    .from(localities)
    .where(
      and(
        eq(suburb, name.toLowerCase()),
        filter.postcode ? eq(localities.postcode, filter.postcode) : undefined,
        filter.state ? eq(localities.state, filter.state) : undefined,
      ),
    )
    .orderBy(asc(localities.state), asc(localities.postcode))
    .limit(20);
}

/** The charge zone of a place given by suburb and/or postcode (and state), the first of its localities. */
export async function findChargeZone(
  db: DbOrTx,
  place: { suburb: string | null; postcode: string | null; state: string | null },
): Promise<string | null> {
  if (!place.suburb && !place.postcode) return null;
  const [row] = await db
    .select({ chargeZone: localities.chargeZone })
    .from(localities)
    .where(
      and(
        place.suburb ? eq(suburb, place.suburb.toLowerCase()) : undefined,
        place.postcode ? eq(localities.postcode, place.postcode) : undefined,
        place.state ? eq(localities.state, place.state.toUpperCase()) : undefined,
        sql`${localities.chargeZone} is not null`,
      ),
    )
    .orderBy(asc(localities.id))
    .limit(1);
  return row?.chargeZone ?? null;
}

/** Every locality whose `key` is one of the values, in id order, for matching many places at once. */
async function localitiesKeyedAny(
  db: DbOrTx,
  key: SQL | Column,
  values: readonly string[],
): Promise<LocalityRow[]> {
  if (values.length === 0) return [];
  return db
    .select()
    .from(localities)
    .where(sql`${key} = any(${sql.param([...values])}::text[])`)
    .orderBy(asc(localities.id));
}

/** Every locality of the given postcodes (an import's rows). */
export const findLocalitiesByPostcodes = (db: DbOrTx, postcodes: readonly string[]) =>
  localitiesKeyedAny(db, localities.postcode, postcodes);

/** Every locality of the given lower-cased suburb names (a place given without its postcode). */
export const findLocalitiesBySuburbs = (db: DbOrTx, suburbs: readonly string[]) =>
  localitiesKeyedAny(db, suburb, suburbs);
