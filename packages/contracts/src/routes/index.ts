export { autoprintRoutes } from './autoprint';
export { consignmentImportRoutes } from './consignment-import';
export { consignmentRoutes } from './consignments';
export { contextRoutes } from './context';
export { platformRoutes } from './platform';
export { sessionRoutes } from './session';
export { telemetryRoutes } from './telemetry';
