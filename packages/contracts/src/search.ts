import { z } from 'zod';
import { consignmentListQuerySchema, consignmentSummarySchema } from './consignments';
import { pagedSchema } from './lists';
import { searchMessages } from './search-messages';

// plain constants live apart from the schemas, so the app's first load reads them without zod
export { CONSIGNMENT_SEARCH_MAX_LENGTH, searchMessages } from './search-messages';

/** Document 3 (9): the header search starts at 3 characters, 250 ms after typing stops, 30 a page. */
export const GLOBAL_SEARCH_MIN_LENGTH = 3;
export const GLOBAL_SEARCH_DEBOUNCE_MS = 250;
export const GLOBAL_SEARCH_PAGE_SIZE = 30;
/** Document 3 (9): recently viewed keeps at most 4. */
export const RECENTLY_VIEWED_MAX = 4;

/**
 * Document 3 (7, U27-U31): the consignment search service's parameters, JSON:API style, the same as the
 * consignment list's: limit and offset (20 when an offset comes alone), sort keys with '-' for descending,
 * every filter, fetch by ids (`filter[consignment.id]`), at least one and at most 100 site ids.
 */
export const consignmentSearchQuerySchema = consignmentListQuerySchema.superRefine((query, ctx) => {
  // U35, spec 001 (7): a global search (a text term) runs only with a service filter, all or a list
  if (query.search !== undefined && query['filter[agreedService.id]'] === undefined)
    ctx.addIssue({
      code: 'custom',
      message: searchMessages.serviceFilterRequired,
      path: ['filter[agreedService.id]'],
    });
});
export type ConsignmentSearchQuery = z.output<typeof consignmentSearchQuerySchema>;

export const consignmentSearchResponseSchema = pagedSchema(consignmentSummarySchema).extend({
  /** U29: the same search as CSV. */
  links: z.object({ csv: z.string() }),
});
export type ConsignmentSearchResponse = z.infer<typeof consignmentSearchResponseSchema>;

/** U25: what recently viewed keeps of a consignment in browser storage. */
export const recentlyViewedEntrySchema = z.object({
  id: z.string(),
  type: consignmentSummarySchema.shape.type,
  consignmentNo: z.string(),
  dispatchDate: z.string(),
  references: z.array(z.string()),
  issues: z.array(z.unknown()),
  site: z.object({ id: z.string() }),
  carrier: z.object({ id: z.string(), name: z.string() }),
});
export type RecentlyViewedEntry = z.infer<typeof recentlyViewedEntrySchema>;
