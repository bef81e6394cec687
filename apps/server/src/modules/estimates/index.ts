/** Estimates: the routes, and what consignments use to convert one. */
export { estimateRoutes } from './estimates.routes';
export { createEstimate, forgetConversion, getEstimate, recordConversion, saveEstimate } from './estimates.service';
