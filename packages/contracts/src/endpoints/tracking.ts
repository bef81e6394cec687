import { z } from 'zod';
import { idField } from '../fields';
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import { apiErrorDocumentSchema, errorAnswers } from '../errors';
import {
  carrierConsignmentListSchema,
  carrierConsignmentQuerySchema,
  podUploadedSchema,
  podUploadSchema,
  publicTrackingSchema,
  receiverNotificationSettingsResponseSchema,
  receiverNotificationSettingsSchema,
  siteIdParamsSchema,
  trackingEventBatchResponseSchema,
  trackingEventBatchSchema,
  trackingLinkSchema,
  trackingTokenParamsSchema,
  TRACKING_BATCH_MAX,
  TRACKING_BATCH_MAX_BODY_BYTES,
} from '../tracking';

const carrierErrors = errorAnswers(401, 422);
/** A body past the endpoint's limit, which its summary gives. */
const tooLarge = errorAnswers(413);

/** DESIGN 5b: what carriers send of their consignments' journeys. */
export const carrierTrackingEndpoints = {
  consignments: defineEndpoint({
    method: 'GET',
    path: '/api/carrier/v0/consignments',
    summary:
      'The carrier’s consignments, oldest first, a page at a time (page[after] is the previous page’s ' +
      'meta.next); filter[isFullyDelivered]=false lists those still to deliver.',
    query: carrierConsignmentQuerySchema,
    responses: { 200: carrierConsignmentListSchema, ...carrierErrors },
  }),
  events: defineEndpoint({
    method: 'POST',
    path: '/api/carrier/v0/tracking-events',
    summary:
      `Reports a batch of tracking events (up to ${TRACKING_BATCH_MAX}, in a body of at most ` +
      `${TRACKING_BATCH_MAX_BODY_BYTES / 1024 / 1024} MB). A batch the schema refuses ` +
      'is answered 422 as a whole, with a pointer to each event’s field at fault (/events/{index}/...), and ' +
      'nothing of it is kept; otherwise each event is answered on its own: accepted, duplicate (its ' +
      'eventId was reported before; nothing changes) or rejected with a code and why. An event names its ' +
      'consignment by number or by an item’s SSCC. An event older than one already reported is kept in the ' +
      'timeline (outOfOrder) without changing the status or ETA. delivered marks the consignment fully ' +
      'delivered; etaUpdated moves its ETA; proofOfDelivery names a document uploaded first.',
    body: trackingEventBatchSchema,
    responses: { 200: trackingEventBatchResponseSchema, ...carrierErrors, ...tooLarge },
  }),
  proofOfDelivery: defineEndpoint({
    method: 'POST',
    path: '/api/carrier/v0/proofs-of-delivery',
    summary:
      'Uploads a proof of delivery (PDF, PNG or JPEG, at most 5 MB, in base64; the type is read from the ' +
      'content). Answers its documentId, which a proofOfDelivery event then names.',
    body: podUploadSchema,
    responses: { 201: podUploadedSchema, ...carrierErrors, ...tooLarge },
  }),
};

const senderErrors = errorAnswers(401, 403, 404, 422);

const podParams = z.object({ id: idField(), documentId: z.uuid() });
const publicPodParams = trackingTokenParamsSchema.extend({ documentId: z.uuid() });
const podFile = fileAnswerSchema('the proof of delivery document');

/** Tracking for shippers and, without signing in, for their receivers. */
export const trackingEndpoints = {
  /** HEAD first, as the document viewer asks: a proof of delivery is ready once uploaded. */
  podHead: defineEndpoint({
    method: 'HEAD',
    path: '/api/sender/v0/consignments/:id/pods/:documentId',
    summary: 'Whether the consignment’s proof of delivery can be read, with its type and size',
    params: podParams,
    responses: { 200: z.null(), ...senderErrors },
  }),
  pod: defineEndpoint({
    method: 'GET',
    path: '/api/sender/v0/consignments/:id/pods/:documentId',
    summary: 'The consignment’s proof of delivery (PDF, PNG or JPEG)',
    params: podParams,
    responses: { 200: podFile, ...senderErrors },
  }),
  trackingLink: defineEndpoint({
    method: 'POST',
    path: '/api/sender/v0/consignments/:id/tracking-link',
    summary: 'Issues a link to the consignment’s public tracking page for its receiver',
    params: z.object({ id: idField() }),
    responses: { 201: trackingLinkSchema, ...senderErrors },
  }),
  receiverNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/sender/v0/sites/:siteId/receiver-notifications',
    summary: 'Which e-mails the site’s receivers get: picked up, out for delivery, delivered, late',
    params: siteIdParamsSchema,
    responses: { 200: receiverNotificationSettingsResponseSchema, ...senderErrors },
  }),
  changeReceiverNotifications: defineEndpoint({
    method: 'PUT',
    path: '/api/sender/v0/sites/:siteId/receiver-notifications',
    summary: 'Turns each kind of receiver e-mail on or off for the site',
    params: siteIdParamsSchema,
    body: z.object({ data: receiverNotificationSettingsSchema }),
    responses: { 200: receiverNotificationSettingsResponseSchema, ...senderErrors },
  }),
  publicTracking: defineEndpoint({
    method: 'GET',
    path: '/api/tracking/v0/:token',
    summary:
      'A consignment’s public tracking: status, ETA, events and, once delivered, the proof of delivery',
    params: trackingTokenParamsSchema,
    responses: { 200: publicTrackingSchema, 404: apiErrorDocumentSchema },
  }),
  publicPod: defineEndpoint({
    method: 'GET',
    path: '/api/tracking/v0/:token/pods/:documentId',
    summary: 'The proof of delivery of a consignment, for its receiver (no sign-in, the issued token)',
    params: publicPodParams,
    responses: { 200: podFile, 404: apiErrorDocumentSchema, 422: apiErrorDocumentSchema },
  }),
};
