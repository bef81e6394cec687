import { z } from 'zod';
import { isCalendarDate, isInstant } from './calendar';
import { idField, optionalText } from './fields';
import { formMessagesB } from './forms';
import { queryInt } from './lists';
import { trackingEventSchema, trackingEventTypes } from './consignments';

/** The largest batch of events one call may carry. */
export const TRACKING_BATCH_MAX = 500;
/** A proof of delivery file's largest size, before base64. */
export const POD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The largest body of a batch of events (413 beyond): any batch the schema takes fits, even with every text at
 * its longest and written as JSON escapes.
 */
export const TRACKING_BATCH_MAX_BODY_BYTES = 4 * 1024 * 1024;
/** The largest body of a proof of delivery upload: the file in base64 (4 bytes for every 3) and the JSON around it. */
export const POD_MAX_BODY_BYTES = Math.ceil(POD_MAX_BYTES / 3) * 4 + 64 * 1024;
/** How far ahead of our clock an event's time may be (clocks drift). */
export const TRACKING_CLOCK_SKEW_MINUTES = 10;

export const trackingMessages = {
  oneReference: 'Give the consignment number or an item SSCC, not both',
  needsReference: 'Give the consignment number or an item SSCC',
  sscc: 'must be an 18-digit SSCC',
  occurredAt: 'must be a date and time with its offset, e.g. 2026-03-10T09:05:00+10:30',
  etaDate: 'must be a date, YYYY-MM-DD',
  reasonNeeded: 'An exception needs its reason',
  etaNeeded: 'An ETA update needs the new ETA',
  documentNeeded: 'A proof of delivery needs the documentId of an uploaded proof of delivery',
  unknownConsignment: 'No consignment of this carrier has this number or SSCC',
  future: 'The event’s time is in the future',
  beforeDispatch: 'The event’s time is before the consignment was booked',
  unknownDocument: 'No proof of delivery of this consignment was uploaded with this documentId',
  podType: 'The file must be a PDF, PNG or JPEG',
  podSize: `The file must be at most ${POD_MAX_BYTES / 1024 / 1024} MB`,
  podEncoding: 'must be the file in base64',
  notFound: 'This tracking link is not valid.',
} as const;

/** Why an event of a batch was not recorded; each event of a batch is answered on its own. */
export const trackingRejectionCodes = [
  'unknownConsignment',
  'future',
  'beforeDispatch',
  'unknownDocument',
] as const;
export type TrackingRejectionCode = (typeof trackingRejectionCodes)[number];

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const consignmentReference = {
  consignmentNo: z.string().trim().min(1).max(40).optional(),
  sscc: z
    .string()
    .regex(/^\d{18}$/, trackingMessages.sscc)
    .optional(),
};

/** DESIGN 5b: one event as a carrier reports it. */
export const carrierTrackingEventSchema = z
  .object({
    /** The carrier's own id of the event: sending it again is answered `duplicate` and changes nothing. */
    eventId: z.string().trim().min(1).max(100),
    ...consignmentReference,
    type: z.enum(trackingEventTypes),
    occurredAt: z
      .string()
      .regex(ISO_WITH_OFFSET, trackingMessages.occurredAt)
      .refine(isInstant, trackingMessages.occurredAt),
    location: optionalText(200),
    description: optionalText(500),
    /** An exception's reason. */
    reason: optionalText(200),
    /** An ETA update's new ETA, a date in the receiver's time zone. */
    eta: z
      .string()
      .regex(DATE, trackingMessages.etaDate)
      .refine(isCalendarDate, trackingMessages.etaDate)
      .optional(),
    /** A proof of delivery's document, as answered by POST /api/carrier/v0/proofs-of-delivery. */
    documentId: z.uuid().optional(),
  })
  .superRefine((event, ctx) => {
    if (event.consignmentNo && event.sscc)
      ctx.addIssue({ code: 'custom', path: ['sscc'], message: trackingMessages.oneReference });
    if (!event.consignmentNo && !event.sscc)
      ctx.addIssue({ code: 'custom', path: ['consignmentNo'], message: trackingMessages.needsReference });
    if (event.type === 'exception' && !event.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: trackingMessages.reasonNeeded });
    if (event.type === 'etaUpdated' && !event.eta)
      ctx.addIssue({ code: 'custom', path: ['eta'], message: trackingMessages.etaNeeded });
    if (event.type === 'proofOfDelivery' && !event.documentId)
      ctx.addIssue({ code: 'custom', path: ['documentId'], message: trackingMessages.documentNeeded });
  });
export type CarrierTrackingEvent = z.output<typeof carrierTrackingEventSchema>;

export const trackingEventBatchSchema = z.object({
  events: z
    .array(carrierTrackingEventSchema)
    .min(1, formMessagesB.required)
    .max(TRACKING_BATCH_MAX, formMessagesB.maximum(TRACKING_BATCH_MAX)),
});
export type TrackingEventBatch = z.input<typeof trackingEventBatchSchema>;

export const trackingEventResultSchema = z.object({
  /** The event's place in the batch. */
  index: z.int(),
  eventId: z.string(),
  status: z.enum(['accepted', 'duplicate', 'rejected']),
  /** Accepted, but older than what was already reported: kept in the timeline, status and ETA unchanged. */
  outOfOrder: z.boolean().optional(),
  code: z.enum(trackingRejectionCodes).optional(),
  detail: z.string().optional(),
});
export type TrackingEventResult = z.infer<typeof trackingEventResultSchema>;

export const trackingEventBatchResponseSchema = z.object({
  data: z.object({
    accepted: z.int(),
    duplicates: z.int(),
    rejected: z.int(),
    results: z.array(trackingEventResultSchema),
  }),
});
export type TrackingEventBatchResponse = z.infer<typeof trackingEventBatchResponseSchema>;

/** A proof of delivery file, base64 in JSON; its type is read from its content, never from a name. */
export const podUploadSchema = z
  .object({
    ...consignmentReference,
    content: z
      .string()
      .min(1, formMessagesB.required)
      .max(Math.ceil(POD_MAX_BYTES / 3) * 4 + 4, trackingMessages.podSize)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, trackingMessages.podEncoding),
  })
  .superRefine((upload, ctx) => {
    if (upload.consignmentNo && upload.sscc)
      ctx.addIssue({ code: 'custom', path: ['sscc'], message: trackingMessages.oneReference });
    if (!upload.consignmentNo && !upload.sscc)
      ctx.addIssue({ code: 'custom', path: ['consignmentNo'], message: trackingMessages.needsReference });
  });

export const podContentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type PodContentType = (typeof podContentTypes)[number];

export const podUploadedSchema = z.object({
  data: z.object({
    documentId: z.string(),
    consignmentNo: z.string(),
    contentType: z.enum(podContentTypes),
    byteSize: z.int(),
  }),
});

/** Receiver-facing: what the public tracking page shows, and nothing more (no prices, no sender contacts). */
export const publicTrackingSchema = z.object({
  data: z.object({
    brandName: z.string(),
    consignmentNo: z.string(),
    carrierName: z.string(),
    serviceName: z.string(),
    status: z.enum(trackingEventTypes).nullable(),
    isFullyDelivered: z.boolean(),
    estimatedTimeOfArrival: z.string().nullable(),
    timeZone: z.string(),
    receiver: z.object({ name: z.string(), locality: z.string(), state: z.string(), postcode: z.string() }),
    senderName: z.string(),
    itemQuantity: z.int(),
    events: z.array(trackingEventSchema),
    /** Shown once delivered: each a path under the same link. */
    proofsOfDelivery: z.array(z.object({ documentId: z.string(), href: z.string() })),
  }),
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>['data'];

export const trackingTokenParamsSchema = z.object({ token: z.string().max(200) });

export const trackingLinkSchema = z.object({
  data: z.object({ token: z.string(), path: z.string() }),
});

export const receiverNotificationKinds = ['pickedUp', 'outForDelivery', 'delivered', 'late'] as const;
export type ReceiverNotificationKind = (typeof receiverNotificationKinds)[number];

export const receiverNotificationLabels: Record<ReceiverNotificationKind, string> = {
  pickedUp: 'Picked up',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
  late: 'Late against its ETA',
};

export const receiverNotificationSettingsSchema = z.object({
  pickedUp: z.boolean(),
  outForDelivery: z.boolean(),
  delivered: z.boolean(),
  late: z.boolean(),
});
export type ReceiverNotificationSettings = z.infer<typeof receiverNotificationSettingsSchema>;
export const receiverNotificationSettingsResponseSchema = z.object({
  data: receiverNotificationSettingsSchema,
});
export const siteIdParamsSchema = z.object({ siteId: idField() });

/** DESIGN 5b: a carrier's own consignments still to deliver, as its systems would hold them from manifests. */
export const carrierConsignmentQuerySchema = z.object({
  'filter[isFullyDelivered]': z.enum(['true', 'false'], formMessagesB.oneOf(['true', 'false'])).optional(),
  /** Keyset paging: the `meta.next` of the previous page. */
  'page[after]': idField().optional(),
  'page[limit]': queryInt(1, 500, 100),
});

const placeSchema = z.object({
  locality: z.string(),
  state: z.string(),
  postcode: z.string(),
  timeZone: z.string(),
});

export const carrierConsignmentSchema = z.object({
  consignmentNo: z.string(),
  dispatchDate: z.string(),
  estimatedTimeOfArrival: z.string().nullable(),
  bookedAt: z.string(),
  serviceName: z.string(),
  itemQuantity: z.int(),
  isFullyDelivered: z.boolean(),
  from: placeSchema,
  to: placeSchema.extend({ name: z.string() }),
});
export type CarrierConsignment = z.infer<typeof carrierConsignmentSchema>;

export const carrierConsignmentListSchema = z.object({
  data: z.array(carrierConsignmentSchema),
  meta: z.object({ next: z.string().nullable() }),
});
export type CarrierConsignmentList = z.infer<typeof carrierConsignmentListSchema>;
