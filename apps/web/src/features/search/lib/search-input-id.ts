/** The header search box's id, for the shortcut that focuses it. */
export const GLOBAL_SEARCH_INPUT_ID = 'global-consignment-search';
