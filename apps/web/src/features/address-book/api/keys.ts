import { queryKeys } from '../../../shared/config/query-keys';

/** The address book's query keys: every list of a site under one prefix, so a change refreshes them all. */
export const addressBookKeys = {
  all: ['address-book'] as const,
  lists: (siteId: string) => ['address-book', 'site', siteId] as const,
  entry: (id: string) => ['address-book', 'entry', id] as const,
  import: (id: string) => ['address-book-import', id] as const,
};

/**
 * What other screens show of the entries, stale once one changes: the carrier service preferences name entries,
 * and an entry's preference is deleted with it.
 */
export const entryDependents = [queryKeys.carrierPreferences] as const;
