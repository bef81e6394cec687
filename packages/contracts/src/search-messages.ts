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
