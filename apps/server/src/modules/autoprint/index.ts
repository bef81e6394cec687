/** Autoprint (DESIGN 5): the print agent's API, its key and state, printing policies, and the print queue. */
export { autoprintRoutes } from './autoprint.routes';
export { printAgentRoutes } from './print-agent.routes';
export {
  autoprintSettingsFor,
  queueConsignmentPrints,
  queueManualPrints,
  queueNewConsignmentPrints,
  type PrintableConsignment,
} from './print-queue.service';
export { siteHasRunningAgent, siteAutoprints } from './autoprint-settings.service';
