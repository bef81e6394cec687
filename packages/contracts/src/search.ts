import { z } from 'zod';
import { consignmentListQuerySchema, consignmentSummarySchema } from './consignments';
import { pageMetaSchema } from './lists';

/** Document 3 (2, 8): the header search's and recently viewed's texts. */
export const searchMessages = {
  placeholder: 'Search consignments by number, reference or name',
  minimumCharacters: 'Enter 3 or more characters',
  unavailable: 'Search is temporarily unavailable.',
  recentlyViewed: 'Recently viewed',
  outOfDate: 'These details may be out of date.',
  recentlyViewedFailed: 'There was a problem updating recently viewed consignments',
  serviceFilterRequired: 'A search needs a service filter: all, or a list of agreed service ids',
} as const;

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

export const consignmentSearchResponseSchema = z.object({
  data: z.array(consignmentSummarySchema),
  meta: pageMetaSchema,
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
