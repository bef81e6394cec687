/** Consignments: the routes, and the services and read models importing, manifests, pickups, tracking and consolidation use. */
export { consignmentPrintRoutes } from './consignment-print.routes';
export { consignmentRoutes } from './consignments.routes';
export { registerConsignmentDocumentSource } from './consignment-document-source';
export {
  type BatchConsignment,
  type CarrierOutcome,
  type ConsignmentForManifest,
  type ConsignmentRow,
  type ImportedConsignmentDraft,
  type TrackedConsignment,
  applyRecheck,
  carrierEventStore,
  countConsignmentIssues,
  createConsignment,
  createImportedConsignments,
  deleteConsignments,
  findConsignmentById,
  findConsignmentsWithIssues,
  findTrackingEvents,
  loadConsignmentsForPickup,
  lockConsignmentsForManifest,
  markConsignmentsManifested,
  recordPickupRequest,
  recordTrackingEvents,
  releaseConsignments,
  requireConsignment,
  searchConsignments,
  setPickupRequestStatus,
  streamConsignmentCsv,
  trackingEventToWire,
} from './consignments.service';
export { type ConsolidationPlace, findConsolidationCandidates } from './consolidation-candidates';
