/** Policy texts and their acceptance. */
export { legalRoutes } from './legal.routes';
export { recordAcceptance, syncPolicyDocuments } from './legal.service';
