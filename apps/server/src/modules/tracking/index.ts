/** Tracking: carriers' events and proofs of delivery in, shippers' and receivers' views out. */
export { carrierTrackingRoutes } from './carrier-tracking.routes';
export { publicTrackingRoutes, senderTrackingRoutes } from './tracking.routes';
export { registerTrackingJobs } from './tracking.jobs';
export { ingestTrackingEvents } from './carrier-events';
export { carrierConsignmentOf } from './carrier-consignments';
export { uploadPod } from './proof-of-delivery';
export { notifyLateConsignments, notifyReceivers } from './receiver-notifications';
export { issueTrackingLink } from './tracking-links';
