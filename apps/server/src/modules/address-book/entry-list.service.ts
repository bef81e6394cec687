import type { z } from 'zod';
import {
  LIST_COUNT_CAP,
  type Entry,
  type EntryListItem,
  type PageMetaWire,
  type duplicatesRequestSchema,
  type entryListQuerySchema,
} from '@freight/contracts';
import { searchTerms } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { requireSiteMembership } from '../../platform/tenancy/site-membership';
import { findAddressForOrganisation } from '../addresses';
import * as repo from './entries.repository';
import * as listRepo from './entry-list.repository';
import { hydrate } from './entry-loading';
import { addressKeyOf } from './entry-text';
import { highlightEntry } from './entry-view';

type ListQuery = z.output<typeof entryListQuerySchema>;
type DuplicatesInput = z.output<typeof duplicatesRequestSchema>['data']['attributes'];

/** Page metadata; a total above the cap is given as the cap, marked as such. */
const meta = (total: number, offset: number, limit: number, cap = Infinity): PageMetaWire => ({
  totalItems: Math.min(total, cap),
  startIndex: offset,
  itemsPerPage: limit,
  ...(total > cap ? { totalItemsCapped: true } : {}),
});

/** Spec 7: a page of the site's entries, searched and sorted; with a search, each item carries its highlights. */
export async function listEntries(
  db: DbOrTx,
  userId: string,
  query: ListQuery,
): Promise<{ data: EntryListItem[]; meta: PageMetaWire }> {
  const siteId = query['filter[siteId]'];
  await requireSiteMembership(db, userId, siteId);
  const terms = query.search ? searchTerms(query.search) : [];
  const { rows, total } = await listRepo.listEntries(
    db,
    {
      siteId,
      residential: query['filter[residential]'],
      quickAccessCode: query['filter[quickAccessCode]'],
      terms,
    },
    query.sort,
    { limit: query.limit, offset: query.offset, countCap: LIST_COUNT_CAP },
  );
  const entries = await hydrate(db, rows);
  const markers = { start: query['highlight[start]'], stop: query['highlight[stop]'] };
  const data = entries.map((entry, index) => {
    const row = rows[index];
    return terms.length > 0 && row ? { ...entry, highlight: highlightEntry(row, terms, markers) } : entry;
  });
  return { data, meta: meta(total, query.offset, query.limit, LIST_COUNT_CAP) };
}

/** Spec 7: entries of the site that may duplicate the one being entered. */
export async function findDuplicates(
  db: DbOrTx,
  userId: string,
  input: DuplicatesInput,
  page: repo.Page,
): Promise<{ data: Entry[]; meta: PageMetaWire }> {
  const membership = await requireSiteMembership(db, userId, input.siteId);
  const address = await findAddressForOrganisation(db, membership.organisationId, input.location.address.id);
  const { rows, total } = await repo.findDuplicates(
    db,
    {
      siteId: input.siteId,
      name: input.name,
      addressId: address?.id ?? null,
      addressKey: address ? addressKeyOf(address) : null,
    },
    page,
  );
  return { data: await hydrate(db, rows), meta: meta(total, page.offset, page.limit) };
}
