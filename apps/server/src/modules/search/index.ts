/** The search module's face: the consignment search service (DESIGN 4, `/api/search/v0`). */
export { searchRoutes } from './search.routes';
export { searchConsignmentPage } from './search.service';
