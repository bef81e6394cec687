import { z } from 'zod';
import { fieldMessages, idField } from './fields';
import { formMessagesB } from './forms';
import { searchPageField, sortQuery } from './lists';
import { isDateOrInstant } from './calendar';

const required = formMessagesB.required;

/** YYYY-MM-DD (a whole day in Melbourne time, spec 9) or an ISO date and time with its offset. */
export function instantOrDayField(message: string) {
  return z.string({ error: message }).trim().refine(isDateOrInstant, message);
}

/** A `{from, to}` filter of instants or whole days, either end open. */
export function instantRangeField(message: string) {
  const instant = instantOrDayField(message);
  return z
    .object({ from: instant.optional(), to: instant.optional() }, { error: fieldMessages.object })
    .optional();
}

// typed apart: the filter's output type with the area's fields is generic here
const namesSitesOrOrganisation = (filter: object): boolean => {
  const { siteIds, organisationId } = filter as { siteIds?: number[]; organisationId?: number };
  return siteIds !== undefined || organisationId !== undefined;
};

/**
 * The filter of a search over the user's sites (spec 7): 1 to `maxSites` site ids or an organisation, one of the
 * two required, with the area's own `fields` beside them.
 */
export function siteSearchFilter<F extends z.ZodRawShape>(maxSites: number, fields: F) {
  return z
    .object(
      {
        siteIds: z
          .array(idField(), { error: fieldMessages.list })
          .min(1, required)
          .max(maxSites, formMessagesB.maximum(maxSites))
          .optional(),
        organisationId: idField().optional(),
        ...fields,
      },
      { error: fieldMessages.object },
    )
    .refine(namesSitesOrOrganisation, { message: required, path: ['siteIds'] });
}

/** A search body (POST .../search): the filter, `page {limit, offset}` and the sort by the area's aliases. */
export function siteSearchRequest<F extends z.ZodType, K extends string>(
  filter: F,
  page: { size: number; max: number },
  sort: { aliases: readonly K[]; defaultSort: string },
) {
  return z.object(
    {
      filter,
      page: searchPageField(page.size, page.max),
      sort: sortQuery(sort.aliases, sort.defaultSort),
    },
    { error: required },
  );
}
