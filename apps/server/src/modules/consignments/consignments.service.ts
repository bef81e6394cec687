/** Spec 7: consignments of the sender API. Each verb has its own file; reading ones are here. */
import { carrierNumbering } from '../carriers';
import { consignmentMessages, TRACKING_URL_PLACEHOLDER } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import * as quotes from '../quotes';
import { requireConsignment } from './consignment-access';
import { findTrackingEvents } from './tracking-events';
import * as repo from './consignments.repository';

export { createConsignment } from './create-consignment';
export {
  addConsignmentLines,
  changeConsignmentSummary,
  deleteConsignment,
  replaceConsignment,
} from './change-consignment';
export { streamConsignmentCsv } from './consignment-list.service';
export { searchConsignments } from './consignment-search';
export { loadConsignmentForDocuments } from './consignment-documents';
export {
  loadConsignmentsForPickup,
  recordPickupRequest,
  setPickupRequestStatus,
} from './consignment-pickups.repository';
export type { ConsignmentForPickup } from './consignment-pickups.repository';
export {
  carrierEventStore,
  findLatestEvents,
  findTrackingEvents,
  recordTrackingEvents,
  trackingEventToWire,
} from './tracking-events';
export type { BatchConsignment, CarrierOutcome, TrackedConsignment } from './tracking-events';
export { findConsignment as findConsignmentById } from './consignments.repository';
export { requireConsignment } from './consignment-access';
export type { ConsignmentForDocuments } from './consignment-documents';
export type { ConsignmentItemRow, ConsignmentRow } from './consignments.repository';
export type { TrackingEventRow } from './tracking-events.repository';

/** Spec 7: GET v0/consignments/{id}; dangerous goods need the feature on or past use (spec 6, M41). */
export async function getConsignment(db: DbOrTx, userId: string, id: number) {
  const { row, site } = await requireConsignment(db, userId, id);
  quotes.assertMayViewDangerousGoods(site, row.hasDangerousGoods);
  const [items, events] = await Promise.all([repo.findItems(db, row.id), findTrackingEvents(db, row.id)]);
  return { row, items, site, events };
}

/** Spec 4, 7: HEAD v0/consignments/{id}/tracking-url; the carrier's tracking link, or 404 when it has none. */
export async function trackingUrlOf(db: DbOrTx, userId: string, id: number): Promise<string> {
  const { row } = await requireConsignment(db, userId, id);
  const carrier = await carrierNumbering(db, row.carrierId);
  if (!carrier?.trackingUrlTemplate) throw AppError.notFound(consignmentMessages.noTrackingUrl);
  return carrier.trackingUrlTemplate.replaceAll(
    TRACKING_URL_PLACEHOLDER,
    encodeURIComponent(row.consignmentNo),
  );
}
export { lockConsignmentsForManifest, markConsignmentsManifested } from './consignment-manifesting';
export type { ConsignmentForManifest } from './consignment-manifesting';
export { createImportedConsignments } from './imported-consignments';
export type { ImportBatchContext, ImportedConsignmentDraft } from './imported-consignments';
export {
  applyRecheck,
  countConsignmentIssues,
  deleteConsignments,
  findConsignmentsWithIssues,
  releaseConsignments,
} from './consignment-issues';
