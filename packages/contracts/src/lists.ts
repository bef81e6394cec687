import { z } from 'zod';
import { fieldMessages, intField, trimmedText } from './fields';
import { formMessagesB } from './forms';

/** Spec (document 3, 7): search highlights are wrapped in these markers unless the request names others. */
export const HIGHLIGHT_START = '{{';
export const HIGHLIGHT_STOP = '}}';
export const DEFAULT_LIST_LIMIT = 30;

export const listMessages = {
  /** Spec 8 rejects an unknown sort alias without quoting a text. */
  unknownSort: (alias: string) => `${alias} is not a valid sort`,
  rangeOrder: 'the end of the range must not be before its start',
} as const;

/**
 * Large lists count their matches up to this many (design 6a: an exact count of thousands of matches costs more
 * than the page); beyond it totalItems is the cap and totalItemsCapped is true, shown as '1000+'.
 */
export const LIST_COUNT_CAP = 1000;

/** The server's paging metadata (API conventions: totalItems, startIndex, itemsPerPage). */
export const pageMetaSchema = z.object({
  totalItems: z.int(),
  startIndex: z.int(),
  itemsPerPage: z.int(),
  /** Present and true when there are more than totalItems matches. */
  totalItemsCapped: z.boolean().optional(),
});
export type PageMetaWire = z.infer<typeof pageMetaSchema>;

/** A page of a list as answered: the records in `data`, the paging in `meta`. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** A whole number in a query string, within bounds, with a default when absent. */
export function queryInt(min: number, max: number, defaultValue: number) {
  return z
    .string({ error: formMessagesB.number })
    .regex(/^\d{1,10}$/, formMessagesB.number)
    .transform(Number)
    .pipe(z.number().min(min, formMessagesB.minimum(min)).max(max, formMessagesB.maximum(max)))
    .optional()
    .transform((value) => value ?? defaultValue);
}

/** The highest offset a list or search accepts. */
export const MAX_OFFSET = 1_000_000_000;

/** A list's `page[limit]` (1 to `max`, `size` when absent) and `page[offset]` (from 0) query parameters. */
export function pageQuery(size: number, max: number) {
  return { 'page[limit]': queryInt(1, max, size), 'page[offset]': queryInt(0, MAX_OFFSET, 0) };
}

/** The parts of a comma-separated query value, trimmed, blank ones left out. */
export const commaParts = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A free-text query parameter, trimmed; absent or blank is undefined. */
export function queryText(max: number) {
  return trimmedText(max)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** Highlight markers of a search (spec 7): `highlight[start]` and `highlight[stop]`, double braces by default. */
export const highlightQuery = {
  'highlight[start]': z
    .string({ error: fieldMessages.text })
    .max(20, formMessagesB.maxLength(20))
    .default(HIGHLIGHT_START),
  'highlight[stop]': z
    .string({ error: fieldMessages.text })
    .max(20, formMessagesB.maxLength(20))
    .default(HIGHLIGHT_STOP),
};

export interface SortKey<K extends string> {
  key: K;
  descending: boolean;
}

/**
 * A `sort` parameter: comma-separated aliases, '-' for descending (API conventions). Unknown aliases and
 * repeated ones are rejected; the default applies when the parameter is absent or blank.
 */
export function sortQuery<K extends string>(aliases: readonly K[], defaultSort: string) {
  return z
    .string({ error: fieldMessages.text })
    .max(200, formMessagesB.maxLength(200))
    .optional()
    .transform((value, ctx): SortKey<K>[] => {
      const parts = (value?.trim() || defaultSort).split(',').map((part) => part.trim());
      const keys: SortKey<K>[] = [];
      for (const part of parts) {
        const descending = part.startsWith('-');
        const alias = descending ? part.slice(1) : part;
        const key = aliases.find((candidate) => candidate === alias);
        if (!key || keys.some((k) => k.key === key)) {
          ctx.addIssue({ code: 'custom', message: listMessages.unknownSort(part) });
          return z.NEVER;
        }
        keys.push({ key, descending });
      }
      return keys;
    });
}

/** Refuses a date range filter, `filter[name][start]` to `filter[name][end]`, that ends before it starts. */
export function checkRangeOrder(
  query: Record<string, unknown>,
  name: string,
  ctx: z.RefinementCtx,
  message: string = listMessages.rangeOrder,
) {
  const start = query[`filter[${name}][start]`];
  const end = query[`filter[${name}][end]`];
  if (typeof start === 'string' && typeof end === 'string' && start && end && end < start)
    ctx.addIssue({ code: 'custom', message, path: [`filter[${name}][end]`] });
}

/** A `true`/`false` filter in a query string. */
export const queryBoolean = z
  .enum(['true', 'false'], { error: fieldMessages.boolean })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** A search body's `page {limit, offset}`: limit 1 to `maxLimit`, offset from 0, defaults filled. */
export function searchPageField(defaultLimit: number, maxLimit: number) {
  return z
    .object(
      {
        limit: intField(1, maxLimit).default(defaultLimit),
        offset: intField(0, MAX_OFFSET).default(0),
      },
      { error: fieldMessages.object },
    )
    .default({ limit: defaultLimit, offset: 0 });
}
