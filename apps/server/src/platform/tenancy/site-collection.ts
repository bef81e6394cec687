import type { PageMetaWire } from '@freight/contracts';
import type { RecordPage } from '../db/site-records';
import type { DbOrTx } from '../db/transaction';
import { requireHeldRecord, requireSiteMembership, type SiteMembership } from './site-membership';

/** The by-id reads and writes of a module's table of site records (`siteRecords` gives them). */
interface SiteRecordStore<Row extends { siteId: number }> {
  find(db: DbOrTx, id: number): Promise<Row | null>;
  remove(db: DbOrTx, id: number): Promise<unknown>;
}

/** What every list of a site's records is asked: whose site, and which page. */
export interface SitePageQuery {
  'filter[siteId]': number;
  'page[limit]': number;
  'page[offset]': number;
}

/**
 * The access rules a collection a site keeps (presets, policies) shares: a site named in a request is 403 unless
 * the user holds it; a record found by id on a site they do not hold is 404, so nothing leaks. `allowed` adds a
 * rule of the collection's own (it throws) to both.
 */
export function siteCollection<Row extends { siteId: number }>(
  records: SiteRecordStore<Row>,
  allowed: (membership: SiteMembership) => void = () => {},
) {
  /** The user's membership of a site named in a request. */
  async function requireSite(db: DbOrTx, userId: string, siteId: number): Promise<SiteMembership> {
    const membership = await requireSiteMembership(db, userId, siteId);
    allowed(membership);
    return membership;
  }

  /** A record on one of the user's sites, with their membership of that site. */
  async function findOwn(db: DbOrTx, userId: string, id: number) {
    const { row, site: membership } = await requireHeldRecord(db, userId, await records.find(db, id));
    allowed(membership);
    return { row, membership };
  }

  /** Deletes a record of the user's. */
  async function remove(db: DbOrTx, userId: string, id: number): Promise<void> {
    await findOwn(db, userId, id);
    await records.remove(db, id);
  }

  /** A page of the named site's records, as `load` finds them, each answered as `toItem` makes it. */
  async function list<Loaded, Item>(
    db: DbOrTx,
    userId: string,
    query: SitePageQuery,
    load: (siteId: number, page: RecordPage) => Promise<{ rows: Loaded[]; total: number }>,
    toItem: (row: Loaded) => Item,
  ): Promise<{ data: Item[]; meta: PageMetaWire }> {
    const siteId = query['filter[siteId]'];
    await requireSite(db, userId, siteId);
    const page = { limit: query['page[limit]'], offset: query['page[offset]'] };
    const { rows, total } = await load(siteId, page);
    return {
      data: rows.map(toItem),
      meta: { totalItems: total, startIndex: page.offset, itemsPerPage: page.limit },
    };
  }

  return { requireSite, findOwn, remove, list };
}
