/** The address book's query keys: every list of a site under one prefix, so a change refreshes them all. */
export const addressBookKeys = {
  all: ['address-book'] as const,
  lists: (siteId: string) => ['address-book', 'site', siteId] as const,
  entry: (id: string) => ['address-book', 'entry', id] as const,
  import: (id: string) => ['address-book-import', id] as const,
};
