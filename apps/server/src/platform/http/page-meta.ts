import { LIST_COUNT_CAP, type PageMetaWire } from '@freight/contracts';
import type { RecordPage } from '../db/site-records';

/** A list answer's paging metadata: how many rows match in all, where this page starts and how long it is. */
export function pageMeta(total: number, page: RecordPage): PageMetaWire {
  return { totalItems: total, startIndex: page.offset, itemsPerPage: page.limit };
}

/**
 * pageMeta for a list that counts its matches only up to LIST_COUNT_CAP + 1: past the cap, totalItems is the
 * cap and totalItemsCapped says there are more.
 */
export function cappedPageMeta(counted: number, page: RecordPage): PageMetaWire {
  const capped = counted > LIST_COUNT_CAP;
  return {
    ...pageMeta(capped ? LIST_COUNT_CAP : counted, page),
    ...(capped ? { totalItemsCapped: true } : {}),
  };
}
