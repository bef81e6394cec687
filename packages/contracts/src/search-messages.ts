/** The longest search text the consignment search takes; the header's box stops there. */
export const CONSIGNMENT_SEARCH_MAX_LENGTH = 100;

/** Document 3 (2, 8): the header search's and recently viewed's texts. */
export const searchMessages = {
  placeholder: 'Search consignments by number, reference or name',
  minimumCharacters: 'Enter 3 or more characters',
  unavailable: 'Search is temporarily unavailable.',
  /** A search the service refused as invalid (422): the service is up, so the reason follows, not U16's text. */
  refused: 'This search cannot run.',
  /** Names the search text before a field message about it ("cannot be more than 100 characters"). */
  searchText: 'Search text',
  recentlyViewed: 'Recently viewed',
  outOfDate: 'These details may be out of date.',
  recentlyViewedFailed: 'There was a problem updating recently viewed consignments',
  serviceFilterRequired: 'A search needs a service filter: all, or a list of agreed service ids',
} as const;
