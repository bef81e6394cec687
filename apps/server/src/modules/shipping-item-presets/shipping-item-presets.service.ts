import {
  shippingItemPresetMessages,
  type ShippingItemPreset,
  type ShippingItemPresetListItem,
  type shippingItemPresetEndpoints,
} from '@freight/contracts';
import { highlightMatches, roundWhole, searchTerms } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import type { RecordInputs } from '../../platform/http/record-inputs';
import type { RecordPage } from '../../platform/db/site-records';
import { uniqueField } from '../../platform/db/unique-field';
import { AppError } from '../../platform/errors/app-error';
import { siteCollection } from '../../platform/tenancy/site-collection';
import type { SiteMembership } from '../../platform/tenancy/site-membership';
import * as repo from './shipping-item-presets.repository';

type Inputs = RecordInputs<typeof shippingItemPresetEndpoints>;
export type PresetInput = Inputs['update'];

/** A site's codes are unique whatever their case. */
const code = uniqueField({
  index: repo.CODE_INDEX,
  pointer: '/data/quickAccessCode',
  detail: shippingItemPresetMessages.codeExists,
});

/** A site named in a request must be the user's (403); a preset on another's site is 404, so nothing leaks. */
const collection = siteCollection(repo.records);

function toPreset(row: repo.PresetRow): ShippingItemPreset {
  return {
    id: String(row.id),
    siteId: String(row.siteId),
    quickAccessCode: row.quickAccessCode,
    description: row.description,
    packagingType: row.packagingType,
    length: row.length,
    width: row.width,
    height: row.height,
    weight: row.weight,
  };
}

const whole = (value: number | null) => (value === null ? null : roundWhole(value));

/** Spec 3, 9: whole millimetres and grams; the type must be one the site uses. */
function toValues(site: Pick<SiteMembership, 'packagingTypes'>, input: PresetInput): repo.PresetValues {
  if (!site.packagingTypes.includes(input.packagingType))
    throw AppError.validation([
      {
        pointer: '/data/packagingType',
        detail: shippingItemPresetMessages.invalidPackagingType(input.packagingType),
      },
    ]);
  return {
    quickAccessCode: input.quickAccessCode,
    description: input.description,
    packagingType: input.packagingType,
    length: whole(input.length),
    width: whole(input.width),
    height: whole(input.height),
    weight: whole(input.weight),
  };
}

/** Creates a preset on a site the caller has already checked (the user path below, or demo data). */
export async function createPresetForSite(
  db: DbOrTx,
  site: Pick<SiteMembership, 'siteId' | 'packagingTypes'>,
  input: PresetInput,
): Promise<ShippingItemPreset> {
  const values = toValues(site, input);
  if (await repo.codeTaken(db, site.siteId, values.quickAccessCode)) throw code.conflict();
  return toPreset(await code.guard(() => repo.records.insert(db, site.siteId, values)));
}

// list, get, create, update and remove: the record operations, named as serveRecords calls them
export async function create(db: DbOrTx, userId: string, input: Inputs['create']) {
  const membership = await collection.requireSite(db, userId, input.siteId);
  return createPresetForSite(db, membership, input);
}

export async function get(db: DbOrTx, userId: string, id: number): Promise<ShippingItemPreset> {
  return toPreset((await collection.findOwn(db, userId, id)).row);
}

export async function update(db: DbOrTx, userId: string, id: number, input: PresetInput) {
  const { row, membership } = await collection.findOwn(db, userId, id);
  const values = toValues(membership, input);
  if (await repo.codeTaken(db, row.siteId, values.quickAccessCode, id)) throw code.conflict();
  const updated = await code.guard(() => repo.records.update(db, id, values));
  if (!updated) throw AppError.notFound();
  return toPreset(updated);
}

export const remove = collection.remove;

/** Spec 7: a page of the site's presets, filtered and searched, with highlights when searched. */
export function list(db: DbOrTx, userId: string, query: Inputs['query']) {
  const terms = query.q ? searchTerms(query.q) : [];
  const filter = (siteId: number) => ({ siteId, packagingTypes: query['filter[packagingType]'], terms });
  const load = (siteId: number, page: RecordPage) => repo.listPresets(db, filter(siteId), query.sort, page);
  const [start, stop] = [query['highlight[start]'], query['highlight[stop]']];
  const mark = (text: string) => highlightMatches(text, terms, start, stop);
  return collection.list(db, userId, query, load, (row): ShippingItemPresetListItem => {
    const preset = toPreset(row);
    if (terms.length === 0) return preset;
    return {
      ...preset,
      highlight: { quickAccessCode: mark(row.quickAccessCode), description: mark(row.description) },
    };
  });
}

/** The ids, of those given, that name presets of the site (another site's or organisation's never do). */
export async function presetsOfSite(db: DbOrTx, siteId: number, ids: number[]): Promise<Set<number>> {
  return new Set(await repo.presetIdsOfSite(db, siteId, ids));
}

/** Of `ids`, those naming another site's preset (a deleted or unknown id names none). */
export async function presetsOfOtherSites(db: DbOrTx, siteId: number, ids: number[]): Promise<Set<number>> {
  return new Set(await repo.presetIdsOfOtherSites(db, siteId, ids));
}

/**
 * A problem per line whose preset is not one of the site's own, pointed at `{base}/{index}/shippingItemPresetId`.
 * `named` presets (the record's own, stored before) stay accepted even if since deleted.
 */
export async function foreignPresetProblems(
  db: DbOrTx,
  siteId: number,
  lines: readonly { shippingItemPresetId: number | null }[],
  base: string,
  named: readonly number[] = [],
): Promise<{ pointer: string; detail: string }[]> {
  const asked = [...new Set(lines.flatMap((line) => line.shippingItemPresetId ?? []))].filter(
    (id) => !named.includes(id),
  );
  const ofSite = await presetsOfSite(db, siteId, asked);
  return lines.flatMap((line, index) =>
    line.shippingItemPresetId === null ||
    named.includes(line.shippingItemPresetId) ||
    ofSite.has(line.shippingItemPresetId)
      ? []
      : [{ pointer: `${base}/${index}/shippingItemPresetId`, detail: shippingItemPresetMessages.notOfSite }],
  );
}

export const siteHasPresets = repo.records.siteHasAny;
