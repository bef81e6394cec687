/** Consolidation (issue 15): suggestions of consignments new freight could join. Lines are added by consignments. */
export { consolidationRoutes } from './consolidation.routes';
export { suggestConsolidations } from './consolidation.service';
