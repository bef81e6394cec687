import { z } from 'zod';
import { isDateOrInstant } from './calendar';
import { ADDRESS_LINE_MAX, addressSchema } from './addresses';
import { packagingTypeNames } from './context';
import {
  emailField,
  enumField,
  fieldMessages,
  idField,
  linePackagingTypeField,
  messageFor,
  optionalIdField,
  optionalList,
  optionalPhone,
  optionalText,
  orNull,
  requiredText,
} from './fields';
import { formMessagesB } from './forms';
import { siteSearchFilter, siteSearchRequest } from './site-search';
import { pagedSchema } from './lists';
import {
  dangerousGoodsLineSchema,
  isoDateField,
  itemMeasureFields,
  itemQuantityField,
  MAX_LINE_ITEMS,
  movementTypes,
  quoteLocationFields,
  checkLocation,
  locationAddressId,
} from './quotes';

/** Spec (document 2, sections 2, 5, 8) verbatim, and the pickup rules it quotes no text for. */
export const pickupMessages = {
  invalidLink: 'Invalid or expired link.',
  responseChangeFailed: 'Response change failed',
  pageTitle: 'View pickup response',
  confirming: 'Confirming pickup request',
  rejecting: 'Rejecting pickup request',
  confirmed: 'Pickup confirmed',
  rejected: 'Pickup rejected',
  referenceLabel: 'Pickup confirmation reference',
  addReference: 'Add reference',
  reasonLabel: 'Pickup rejection reason',
  addReason: 'Add rejection reason',
  changeFailedFooter: (email: string, phone: string) =>
    `To change your response, email ${email} or call ${phone}.`,
  invalidLinkPrompt: (phone: string) => `Please phone support on ${phone}.`,
  summaryLabels: {
    from: 'From',
    carrierAccount: 'Carrier account',
    carrierService: 'Carrier | Service',
    pickupDate: 'Pickup date',
    pickupWindow: 'Pickup window',
    totalVolume: 'Total volume (m³)',
    totalWeight: 'Total weight (kg)',
    totalItems: 'Total items',
  },
  // not quoted by the spec
  freightOrConsignments: 'add freight or choose consignments',
  pickupDateMismatch: 'the pickup window must start on the pickup date',
  timeZone: 'must be a time zone such as Australia/Sydney',
  consignmentNotFound: 'consignment not found on this site',
  serviceNotAgreed: 'this service is not one of the site’s agreed services',
  serviceNotOfConsignmentsCarrier: 'choose an agreed service of the carrier the consignments are booked with',
  serviceNotSelectable: 'this service cannot collect this pickup',
  dangerousGoodsDeclaration: 'the declaration must say whether the freight excludes dangerous goods',
  declaresNoDangerousGoods: 'the freight has dangerous goods; it cannot be declared free of them',
  notRequested: 'this pickup has not been requested',
  requestedNotDeleted: 'this pickup has been requested from the carrier, so it cannot be deleted',
  newAddressAlone: 'send a new address on its own, without an address book entry, address or locality',
} as const;

/** Spec 3: why an agreed service cannot collect a pickup. Any flag makes it unselectable. */
export const pickupEvaluationFlags = [
  'unsupportedPickupLocation',
  'unsupportedDestinations',
  'unsupportedPartialReceiverAddress',
  'unsupportedPackagingTypes',
  'afterBookingCutoff',
  'afterPickupCutoff',
  'unavailablePricing',
  'integrationNotConfigured',
  'dangerousGoods',
] as const;
export type PickupEvaluationFlag = (typeof pickupEvaluationFlags)[number];

/** The words the screen shows for each flag. */
export const pickupEvaluationReasons: Record<PickupEvaluationFlag, string> = {
  unsupportedPickupLocation: 'The carrier does not collect from this address.',
  unsupportedDestinations: 'The carrier does not deliver to every destination of this freight.',
  unsupportedPartialReceiverAddress: 'The carrier needs the suburb and postcode of every destination.',
  unsupportedPackagingTypes: 'The carrier does not collect some of these packaging types.',
  afterBookingCutoff: 'Too late to book this service for this pickup date.',
  afterPickupCutoff: 'The pickup window ends after the carrier’s last pickup of the day.',
  unavailablePricing: 'The carrier has no rates for this pickup.',
  integrationNotConfigured: 'Pickup requests to this carrier are not set up.',
  dangerousGoods: 'The carrier does not collect dangerous goods.',
};

export const pickupEvaluationSchema = z.partialRecord(z.enum(pickupEvaluationFlags), z.literal(true));
export type PickupEvaluation = z.infer<typeof pickupEvaluationSchema>;

export const pickupStatuses = ['draft', 'requested', 'confirmed', 'rejected'] as const;
export type PickupStatus = (typeof pickupStatuses)[number];
export const pickupStatusLabels: Record<PickupStatus, string> = {
  draft: 'Not requested',
  requested: 'Requested',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

/** Carrier pickup response links expire this many days after the pickup date (DESIGN 5). */
export const PICKUP_LINK_DAYS = 7;
export const PICKUP_PAGE_SIZE = 30;
export const PICKUP_MAX_PAGE_SIZE = 100;
export const PICKUP_MAX_SITES = 100;
export const PICKUP_RELIABILITY_DAYS = 90;
export const pickupSortAliases = ['pickupDate', 'created', 'updated', 'status'] as const;
export const PICKUP_DEFAULT_SORT = '-pickupDate,-created';
export const carrierPickupActions = ['confirm', 'reject'] as const;
export type CarrierPickupAction = (typeof carrierPickupActions)[number];

const required = formMessagesB.required;

/** Spec 3: where a freight item goes; a destination without its suburb is partial. */
export const pickupDestinationSchema = z.object(
  {
    locality: optionalText(100),
    postcode: optionalText(10),
    subdivision: optionalText(10),
    countryId: optionalText(2).transform((value) => value ?? 'AU'),
  },
  { error: fieldMessages.object },
);

/** Spec 3, 5: a pickup freight item; length, width, height and weight are required (P18). */
export const pickupFreightInputSchema = z.object(
  {
    destination: orNull(pickupDestinationSchema),
    description: optionalText(200),
    packagingType: linePackagingTypeField,
    ...itemMeasureFields,
    quantity: itemQuantityField.default(1),
    shippingItemPresetId: optionalIdField(),
    dangerousGoods: optionalList(dangerousGoodsLineSchema, 20),
  },
  { error: required },
);

export const pickupContactSchema = z.object(
  { name: optionalText(100), phone: optionalPhone(), email: emailField },
  { error: fieldMessages.object },
);

/**
 * Issue 13: a street the carrier collects from, typed with the pickup: its lines on a locality picked from the
 * suggestions, which gives the suburb, postcode, state and time zone. Saved as a new address of the organisation.
 */
export const pickupNewAddressSchema = z.object(
  {
    line1: requiredText(ADDRESS_LINE_MAX),
    line2: optionalText(ADDRESS_LINE_MAX),
    locality: z.object({ id: idField() }, { error: messageFor(required, fieldMessages.object) }),
  },
  { error: fieldMessages.object },
);
export type PickupNewAddress = z.output<typeof pickupNewAddressSchema>;

/** Spec 3, 5: the sender (required), its contact, and where the address came from. */
export const pickupSenderInputSchema = z
  .object(
    {
      ...quoteLocationFields,
      name: requiredText(100),
      newAddress: orNull(pickupNewAddressSchema),
      contact: orNull(pickupContactSchema),
      addressBookContactId: optionalIdField(),
    },
    { error: messageFor(required, fieldMessages.object) },
  )
  .superRefine((sender, ctx) => {
    if (sender.newAddress === null) return checkLocation(sender, ctx);
    // a typed street is the whole place: naming another as well would leave which one the carrier visits open
    if (sender.addressBookEntryId !== null || locationAddressId(sender) !== null || sender.locality !== null)
      ctx.addIssue({ code: 'custom', message: pickupMessages.newAddressAlone, path: ['newAddress'] });
  });

/** Spec 3, 5: a pickup as created or updated. */
export const pickupAttributesSchema = z.object(
  {
    siteId: idField(),
    type: enumField(movementTypes),
    pickupDate: isoDateField,
    /** ISO start/duration in the sender's time zone, e.g. 2026-03-11T09:00:00+11:00/PT3H. */
    pickupWindow: z.string({ error: messageFor(required, fieldMessages.text) }),
    senderTimeZone: z
      .string({ error: messageFor(required, fieldMessages.text) })
      .trim()
      .min(1, required)
      .max(64, formMessagesB.maxLength(64)),
    sender: pickupSenderInputSchema,
    freight: optionalList(pickupFreightInputSchema, MAX_LINE_ITEMS),
    /** Spec 4: a pickup pre-filled from consignments carries their freight and destinations. */
    consignmentIds: optionalList(idField(), MAX_LINE_ITEMS),
    pickupInstructions: optionalText(500),
    reference: optionalText(100),
  },
  { error: required },
);
export type PickupAttributesInput = z.input<typeof pickupAttributesSchema>;
export type PickupAttributes = z.output<typeof pickupAttributesSchema>;

export const pickupRequestBodySchema = z.object({ data: pickupAttributesSchema }, { error: required });

/** Spec 7: POST v0/pickups/{id}/requests. */
export const pickupServiceRequestSchema = z.object(
  {
    data: z.object(
      {
        service: z.object({ agreedServiceId: idField() }, { error: required }),
        dangerousGoodsDeclaration: z.object(
          {
            excludesDangerousGoods: z.boolean({
              error: messageFor(required, fieldMessages.boolean),
            }),
          },
          { error: required },
        ),
      },
      { error: required },
    ),
  },
  { error: required },
);

/** Spec 3: an agreed service as evaluated for a pickup. */
export const pickupServiceSchema = z.object({
  agreedServiceId: z.string(),
  serviceId: z.string(),
  carrierId: z.string(),
  name: z.string(),
  carrierName: z.string(),
  carrierChargeAccount: z.string(),
  /** Local times of day, HH:MM, in the sender's time zone. */
  pickupBookingCutoff: z.string().nullable(),
  pickupCutoff: z.string().nullable(),
  /** Minutes. */
  pickupWindowMinimum: z.number().nullable(),
  evaluation: pickupEvaluationSchema,
  selectable: z.boolean(),
});
export type PickupService = z.infer<typeof pickupServiceSchema>;

export const pickupFreightSchema = z.object({
  destination: z
    .object({
      locality: z.string().nullable(),
      postcode: z.string().nullable(),
      subdivision: z.string().nullable(),
      countryId: z.string(),
    })
    .nullable(),
  description: z.string().nullable(),
  packagingType: z.enum(packagingTypeNames),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  weight: z.number(),
  quantity: z.number(),
  /** The consignment it came from, when pre-filled. */
  consignmentId: z.string().nullable(),
  shippingItemPresetId: z.string().nullable(),
  // as stored, like a consignment's lines: the input schema's transforms cannot run backwards to serialise it
  dangerousGoods: z.array(z.record(z.string(), z.unknown())),
});
export type PickupFreightWire = z.infer<typeof pickupFreightSchema>;

export const pickupRequestStateSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  agreedServiceId: z.string(),
  superseded: z.boolean(),
  confirmation: z.object({ confirmedAt: z.string(), carrierReference: z.string().nullable() }).nullable(),
  rejection: z.object({ rejectedAt: z.string(), reason: z.string().nullable() }).nullable(),
});
export type PickupRequestState = z.infer<typeof pickupRequestStateSchema>;

export const pickupConsignmentSchema = z.object({
  id: z.string(),
  consignmentNo: z.string(),
  receiverName: z.string(),
});

/** What a pickup is known by, in full and as a row of Manage pickups. */
const pickupKeyFields = {
  id: z.string(),
  siteId: z.string(),
  type: z.enum(movementTypes),
  status: z.enum(pickupStatuses),
};

export const pickupSchema = z.object({
  ...pickupKeyFields,
  createdAt: z.string(),
  updatedAt: z.string(),
  pickupDate: z.string(),
  pickupWindow: z.string(),
  /** Local time of day the window closes, HH:MM. */
  pickupCloseTime: z.string(),
  senderTimeZone: z.string(),
  pickupInstructions: z.string().nullable(),
  reference: z.string().nullable(),
  sender: z.object({
    name: z.string(),
    address: addressSchema.nullable(),
    locality: z.object({ id: z.string(), label: z.string() }).nullable(),
    residential: z.boolean(),
    contact: z.object({
      name: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
    addressBookEntryId: z.string().nullable(),
    addressBookContactId: z.string().nullable(),
  }),
  freightProfile: z.object({
    consignments: z.array(pickupConsignmentSchema),
    freight: z.array(pickupFreightSchema),
  }),
  hasDangerousGoods: z.boolean(),
  totals: z.object({ items: z.number(), volume: z.number(), weight: z.number() }),
  requests: z.array(pickupRequestStateSchema),
  services: z.array(pickupServiceSchema),
  service: pickupServiceSchema.nullable(),
  dangerousGoodsDeclaration: z.object({ excludesDangerousGoods: z.boolean() }).nullable(),
});
export type Pickup = z.infer<typeof pickupSchema>;
export const pickupResponseSchema = z.object({ data: pickupSchema });

export const pickupIdParamsSchema = z.object({ id: idField() });

const instantOrDate = z.string({ error: formMessagesB.date }).refine(isDateOrInstant, formMessagesB.date);

/** Spec 7: POST /pickups/search. */
export const pickupSearchRequestSchema = siteSearchRequest(
  siteSearchFilter(PICKUP_MAX_SITES, {
    type: enumField(movementTypes).optional(),
    status: enumField(pickupStatuses).optional(),
    agreedServiceIds: z.array(idField(), { error: fieldMessages.list }).max(100).optional(),
    /** Pickups whose window overlaps this range; dates are whole days in the sender's time zone. */
    pickupWindow: z
      .object(
        { start: instantOrDate.optional(), end: instantOrDate.optional() },
        { error: fieldMessages.object },
      )
      .optional(),
  }),
  { size: PICKUP_PAGE_SIZE, max: PICKUP_MAX_PAGE_SIZE },
  { aliases: pickupSortAliases, defaultSort: PICKUP_DEFAULT_SORT },
);
export type PickupSearchRequest = z.input<typeof pickupSearchRequestSchema>;
export type PickupSearch = z.output<typeof pickupSearchRequestSchema>;

export const pickupSummarySchema = z.object({
  ...pickupKeyFields,
  pickupDate: z.string(),
  pickupWindow: z.string(),
  senderName: z.string(),
  reference: z.string().nullable(),
  carrierName: z.string().nullable(),
  serviceName: z.string().nullable(),
  carrierReference: z.string().nullable(),
  totalItems: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PickupSummary = z.infer<typeof pickupSummarySchema>;
export const pickupSearchResponseSchema = pagedSchema(pickupSummarySchema);

/** Spec 7: POST v0/pickup-service. */
export const pickupServiceCutoffRequestSchema = z.object(
  {
    agreedServiceId: idField(),
    pickupDate: isoDateField,
    from: z.object(
      {
        name: optionalText(100),
        postcode: requiredText(10),
        subdivision: requiredText(10),
        country: optionalText(2).transform((value) => value ?? 'AU'),
      },
      { error: required },
    ),
  },
  { error: required },
);
export const pickupServiceCutoffResponseSchema = z.object({
  /** The instant bookings close for that pickup date, with the sender's offset. */
  pickupBookingCutoff: z.string(),
});

/** Beyond the spec: how each carrier service of a site answered its pickup requests over 90 days. */
export const pickupReliabilityQuerySchema = z.object({ siteId: idField() });
export const pickupReliabilityRowSchema = z.object({
  agreedServiceId: z.string(),
  name: z.string(),
  carrierName: z.string(),
  requests: z.number(),
  confirmed: z.number(),
  rejected: z.number(),
  unansweredByWindowStart: z.number(),
  /** Minutes from request to confirmation; null when none was confirmed. */
  medianMinutesToConfirm: z.number().nullable(),
});
export type PickupReliabilityRow = z.infer<typeof pickupReliabilityRowSchema>;
export const pickupReliabilityResponseSchema = z.object({
  data: z.array(pickupReliabilityRowSchema),
  meta: z.object({ days: z.number(), since: z.string() }),
});

/** Spec 3: what the carrier's response page shows, and nothing more. */
export const carrierPickupSchema = z.object({
  carrierName: z.string(),
  carrierChargeAccount: z.string(),
  serviceName: z.string(),
  pickupDate: z.string(),
  pickupWindow: z.string(),
  pickupCloseTime: z.string(),
  reference: z.string().nullable(),
  sender: z.object({
    name: z.string(),
    line1: z.string().nullable(),
    locality: z.string(),
    subdivision: z.string(),
    postcode: z.string(),
  }),
  totalItems: z.number(),
  /** Cubic millimetres and grams. */
  totalVolume: z.number(),
  totalWeight: z.number(),
  confirmation: z.object({ confirmedAt: z.string(), carrierReference: z.string().nullable() }).nullable(),
  rejection: z.object({ rejectedAt: z.string(), reason: z.string().nullable() }).nullable(),
});
export type CarrierPickup = z.infer<typeof carrierPickupSchema>;
export const carrierPickupResponseSchema = z.object({ data: z.object({ data: carrierPickupSchema }) });

export const carrierPickupTokenParamsSchema = z.object({
  token: z.string().min(1).max(200),
});

/** The carrier's booking reference on a confirmed pickup, and its reason on a rejected one: optional, trimmed. */
export const CARRIER_PICKUP_REFERENCE_MAX = 100;
export const CARRIER_PICKUP_REASON_MAX = 500;
export const carrierPickupReferenceSchema = optionalText(CARRIER_PICKUP_REFERENCE_MAX);
export const carrierPickupReasonSchema = optionalText(CARRIER_PICKUP_REASON_MAX);

/** Spec 7: confirm true with an optional reference, or confirm false with an optional reason. */
export const carrierPickupAnswerSchema = z.object(
  {
    data: z.union(
      [
        z.object({
          confirm: z.literal(true),
          confirmationReference: carrierPickupReferenceSchema.optional(),
        }),
        z.object({ confirm: z.literal(false), rejectReason: carrierPickupReasonSchema.optional() }),
      ],
      { error: formMessagesB.requiredValue('confirm true or false') },
    ),
  },
  { error: required },
);
export type CarrierPickupAnswer = z.input<typeof carrierPickupAnswerSchema>;
