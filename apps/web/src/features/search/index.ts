/** The header's consignment search and recently viewed (document 3). */
export { GlobalSearch, GLOBAL_SEARCH_INPUT_ID } from './components/GlobalSearch';
export { rememberRecentlyViewed } from './lib/recently-viewed';
export { RememberViewed } from './components/RememberViewed';
