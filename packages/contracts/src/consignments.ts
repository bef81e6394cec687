import { z } from 'zod';
import { palletLenders } from './address-book';
import { addressSchema, type Address } from './addresses';
import { transferPolicyValues } from './context';
import { LINE_KEY } from './line-keys';
import {
  booleanField,
  emailField,
  enumField,
  fieldMessages,
  idField,
  idParamSchema,
  intField,
  linePackagingTypeField,
  messageFor,
  optionalIdField,
  optionalList,
  optionalPhone,
  optionalText,
  orNull,
  requiredText,
  textList,
  trimmedText,
} from './fields';
import { formMessagesB } from './forms';
import {
  checkRangeOrder,
  commaParts,
  listMessages,
  MAX_OFFSET,
  pagedSchema,
  queryBoolean,
  queryInt,
  queryText,
  sortQuery,
} from './lists';
import {
  partyContactFields,
  partyContactWireFields,
  receiverDeliveryFields,
  receiverDeliveryWireFields,
} from './party-fields';
import {
  agreedServiceWireSchema,
  checkNotification,
  dangerousGoodsLineFields,
  type DangerousGoodsLine,
  deliveryTimeSlotSchema,
  isoDateField,
  itemMeasureFields,
  itemQuantityField,
  MAX_LINE_ITEMS,
  MAX_QUANTITY,
  movementTypes,
  quoteCostSchema,
  recoveryField,
  type DeliveryTimeSlot,
} from './quotes';
import { consignmentSortAliases } from './consignment-names';
import { CONSIGNMENT_SEARCH_MAX_LENGTH } from './search-messages';

// plain constants live apart from the schemas, so the app's first load reads them without zod
export { consignmentSortAliases, trackingEventLabels } from './consignment-names';

/** Consignment rules the spec quotes no text for; spec 8's own texts are in quoteMessages and the conflict codes. */
export const consignmentMessages = {
  quoteNotFound: 'this quote is not one of the site’s quotes',
  quoteOtherRequest: 'this quote prices another request; ask for quotes again',
  costCenterRequired: 'a cost centre is required for this site',
  costCenterUnknown: 'this cost centre is not one of the site’s',
  customFieldUnknown: 'this field is not on the site’s consignment form',
  estimateNotFound: 'estimate not found on this site',
  siteChange: 'a consignment cannot move to another site',
  typeChange: 'a consignment cannot change its type',
  lineKey: 'a key starts with a letter and has up to 64 letters, digits, - or _',
  duplicateKey: 'keys must be unique',
  alreadyUpdated: 'There is a conflict with the consignment information, updated by someone else',
  alreadyManifested: 'This consignment has already been manifested and can no longer be changed',
  ifMatchRequired: 'This request needs an If-Match header holding the consignment’s ETag',
  tooManySites: (max: number) => `A consignment search takes at most ${max} site ids`,
  siteRequired: 'choose at least one site',
  rangeOrder: listMessages.rangeOrder,
  noTrackingUrl: 'Tracking is not available for this consignment',
  declaredWithoutDangerousGoods: 'the consignment is declared to exclude dangerous goods',
  emergencyContactRequired: 'declarable dangerous goods need a 24-hour emergency contact',
  emergencyContactWithoutDangerousGoods:
    'an emergency contact is only for a consignment with dangerous goods: remove it, or add the dangerous goods',
  tooManyItems: (max: number) => `a consignment has at most ${max} items`,
  gs1CompanyPrefixMissing: (carrier: string, organisation: string) =>
    `${carrier} labels need SSCCs, and ${organisation} has no GS1 company prefix to issue them under: choose another carrier, or ask support to set the organisation's GS1 company prefix`,
  ssccSerialsUsedUp: (companyPrefix: string, extensionDigit: number) =>
    `The SSCC serial references of GS1 company prefix ${companyPrefix} with extension digit ${extensionDigit} are used up: ask support to set another extension digit`,
  // spec 8 (M60) verbatim: a stored resource that cannot be mapped to its wire form
  mappingError: (detail: string, id: string) => `Mapping error. ${detail}. Resource id: ${id}.`,
} as const;

export const CONSIGNMENT_RESOURCE_TYPE = 'consignments';
export const CONSIGNMENT_PAGE_SIZE = 30;
/** Spec 9: a search given an offset but no limit takes 20. */
export const CONSIGNMENT_OFFSET_PAGE_SIZE = 20;
export const CONSIGNMENT_MAX_PAGE_SIZE = 100;
/** Spec 5, 9: a consignment search takes 1 to 100 site ids. */
export const CONSIGNMENT_MAX_SITE_IDS = 100;
/** Spec 7 (M44): the server's default order. */
export const CONSIGNMENT_DEFAULT_SORT = '-updated,-dispatchDate';
export type ConsignmentSortAlias = (typeof consignmentSortAliases)[number];
/** Spec 9: the overdue window, 6 months back to 1 day back. */
export const OVERDUE_MONTHS_BACK = 6;
/** Items (labels) of one consignment at most: each is an SSCC and a label. */
export const MAX_CONSIGNMENT_ITEMS = 999;
/** A consignment's references: at most 10, each up to 100 characters. */
export const CONSIGNMENT_MAX_REFERENCES = 10;
/** The CSV export's ceiling: larger exports should narrow their filters. */
export const CONSIGNMENT_CSV_MAX_ROWS = 100_000;

export const consignmentSources = ['web', 'estimate', 'import', 'order', 'api'] as const;
export type ConsignmentSource = (typeof consignmentSources)[number];
/** Spec 3: who the pallets go to. */
export const palletTransferTypes = ['carrier', 'receiver', 'unknown'] as const;
export type PalletTransferType = (typeof palletTransferTypes)[number];
/** Spec 7 (M48): what a created consignment offers next. */
export const consignmentNextSteps = [
  'printLabels',
  'printConnote',
  'createManifest',
  'requestPickup',
] as const;

/** Spec 3: what a carrier reports of a consignment's journey. */
export const trackingEventTypes = [
  'booked',
  'pickedUp',
  'inTransit',
  'outForDelivery',
  'partiallyDelivered',
  'delivered',
  'proofOfDelivery',
  'exception',
  'etaUpdated',
] as const;
export type TrackingEventType = (typeof trackingEventTypes)[number];

/**
 * Spec 3: a tracking event is a type and its data; a proofOfDelivery with a documentId shows "POD available".
 * An exception carries its reason and an ETA update the new ETA (a date in the receiver's time zone).
 */
export const trackingEventSchema = z.object({
  type: z.enum(trackingEventTypes),
  data: z.object({
    occurredAt: z.string(),
    description: z.string(),
    location: z.string().nullable(),
    documentId: z.string().nullable(),
    reason: z.string().optional(),
    eta: z.string().optional(),
  }),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

const required = formMessagesB.required;

const lineKeyField = orNull(
  z
    .string({ error: fieldMessages.text })
    .regex(LINE_KEY, 'a key starts with a letter and has up to 64 letters, digits, - or _'),
);

const palletCount = intField(0, MAX_QUANTITY);

/** Spec 3, 5 (M39): pallet counts by lender; a lender other than chep, loscam or other is refused. */
const palletCountsSchema = z
  .record(z.string(), palletCount, { error: fieldMessages.object })
  .superRefine((counts, ctx) => {
    for (const lender of Object.keys(counts))
      if (!(palletLenders as readonly string[]).includes(lender))
        ctx.addIssue({ code: 'custom', message: formMessagesB.oneOf(palletLenders), path: [lender] });
  })
  .nullish()
  .transform((value) =>
    value ? { chep: value.chep ?? 0, loscam: value.loscam ?? 0, other: value.other ?? 0 } : null,
  );

/**
 * A consignment's dangerous goods print on its DG summary, a transport document: every entry says how many
 * packages it is (never "0 packages"); a declarable one also its class, receptacle and aggregate quantity.
 */
export function checkTransportDetails(
  entry: Pick<
    DangerousGoodsLine,
    | 'notifiable'
    | 'classOrDivision'
    | 'receptacle'
    | 'receptacleCount'
    | 'receptacleAggregateQuantity'
    | 'totalAggregateQuantity'
  >,
  ctx: z.RefinementCtx,
) {
  const need = (path: string) => ctx.addIssue({ code: 'custom', message: required, path: [path] });
  if (entry.receptacleCount === null) need('receptacleCount');
  if (entry.notifiable) return;
  if (entry.classOrDivision === null) need('classOrDivision');
  if (entry.receptacle === null) need('receptacle');
  if (entry.receptacleAggregateQuantity === null && entry.totalAggregateQuantity === null)
    need('receptacleAggregateQuantity');
}

// built from the fields, as zod refuses to extend a refined object
export const consignmentDangerousGoodsSchema = z
  .object(
    { ...dangerousGoodsLineFields, id: lineKeyField, key: lineKeyField },
    { error: fieldMessages.object },
  )
  .superRefine(checkNotification)
  .superRefine(checkTransportDetails);

/** Who answers for the consignment's dangerous goods in an emergency, around the clock. */
export const emergencyContactSchema = orNull(
  z.object({ name: requiredText(100), phone: requiredText(30) }, { error: fieldMessages.object }),
);
export type EmergencyContact = { name: string; phone: string };

/** Spec 3: the orders a consignment is made from, each once; they leave the open orders. */
const linkedOrdersField = z
  .array(idField(), { error: fieldMessages.list })
  .max(50, formMessagesB.maximum(50))
  .nullish()
  .transform((value) => [...new Set(value ?? [])]);

/** Spec 3, 5: a consignment line item needs length, width, height, weight, description and packaging type. */
export const consignmentLineItemSchema = z.object(
  {
    id: lineKeyField,
    key: lineKeyField,
    packagingType: linePackagingTypeField,
    shippingItemPresetId: optionalIdField(),
    description: requiredText(200),
    /** Spec 5 (M29): a new line defaults to one item. */
    quantity: itemQuantityField.optional().transform((value) => value ?? 1),
    ...itemMeasureFields,
    reference: optionalText(100),
    /** Spec 3: pallets of the line by lender. */
    pallets: palletCountsSchema,
    dangerousGoods: optionalList(consignmentDangerousGoodsSchema, 20),
  },
  { error: required },
);
export type ConsignmentLineItem = z.output<typeof consignmentLineItemSchema>;

/** Spec 3, 5: a sender or receiver needs an address and a name; the rest is optional. */
export const consignmentPartyFields = {
  name: requiredText(100),
  addressId: requiredText(100),
  line2: optionalText(100),
  residential: booleanField(false),
  addressBookEntryId: optionalIdField(),
  addressBookContactId: optionalIdField(),
  ...partyContactFields,
};
export const consignmentPartySchema = z.object(consignmentPartyFields, { error: required });

/** Spec 3 (M61): receiver extras. */
export const consignmentReceiverSchema = z.object(
  {
    ...consignmentPartyFields,
    ...receiverDeliveryFields,
    deliveryTimeSlot: orNull(deliveryTimeSlotSchema),
    deliveryReferences: textList(100, 10),
    preventConsolidation: booleanField(false),
  },
  { error: required },
);

const palletsSchema = orNull(
  z.object(
    {
      transferType: enumField(palletTransferTypes, required),
      docketNumbers: textList(50, 20),
    },
    { error: fieldMessages.object },
  ),
);

const customFieldsSchema = z
  .record(z.string().regex(/^[\w.-]{1,64}$/, fieldMessages.text), trimmedText(500), {
    error: fieldMessages.object,
  })
  .nullish()
  .transform((value) => value ?? {});

const autoprintSchema = z
  .object(
    {
      connotes: z
        .object({ enabled: booleanField(true) }, { error: fieldMessages.object })
        .default({ enabled: true }),
      labels: z
        .object({ enabled: booleanField(true) }, { error: fieldMessages.object })
        .default({ enabled: true }),
    },
    { error: fieldMessages.object },
  )
  .nullish()
  .transform((value) => value ?? { connotes: { enabled: true }, labels: { enabled: true } });

const referencesField = textList(100, CONSIGNMENT_MAX_REFERENCES);

/** Spec 5 (M24-M28): what creating or replacing a consignment takes. */
export const consignmentAttributesSchema = z.object(
  {
    siteId: idField(),
    type: enumField(movementTypes, required),
    /** Spec 5: the quote chosen from a quote set of this request; the server prices it again. */
    quoteId: z
      .string({ error: messageFor(required, fieldMessages.text) })
      .trim()
      .regex(/^[0-9a-f-]{36}$/i, fieldMessages.id),
    dispatchDate: isoDateField,
    references: referencesField,
    sender: consignmentPartySchema,
    receiver: consignmentReceiverSchema,
    costCenter: optionalText(50),
    lineItems: z
      .array(consignmentLineItemSchema, {
        error: messageFor(required, fieldMessages.list),
      })
      .min(1, required)
      .max(MAX_LINE_ITEMS, formMessagesB.maximum(MAX_LINE_ITEMS))
      .refine(
        (lines) => lines.reduce((sum, line) => sum + line.quantity, 0) <= MAX_CONSIGNMENT_ITEMS,
        consignmentMessages.tooManyItems(MAX_CONSIGNMENT_ITEMS),
      ),
    shippingCostRecovery: recoveryField,
    /** The declaration of the consignment's dangerous goods: none at all, or who to call about them. */
    dangerousGoodsDeclaration: z
      .object(
        { excludesDangerousGoods: booleanField(false), emergencyContact: emergencyContactSchema },
        { error: fieldMessages.object },
      )
      .nullish()
      .transform((value) => value ?? { excludesDangerousGoods: false, emergencyContact: null }),
    pallets: palletsSchema,
    customFields: customFieldsSchema,
    autoprint: autoprintSchema,
    /** Spec 3, 4: the estimate this consignment converts (L16). */
    estimateId: optionalIdField(),
    orderId: optionalText(64),
    /** Spec 3: the orders the consignment is made from, all of one receiver; they leave the open orders. */
    linkedOrders: linkedOrdersField,
  },
  { error: required },
);
export type ConsignmentAttributesInput = z.input<typeof consignmentAttributesSchema>;
export type ConsignmentAttributes = z.output<typeof consignmentAttributesSchema>;

/** JSON:API request body (API conventions): `{ data: { type: 'consignments', attributes } }`. */
const jsonApiBody = <T extends z.ZodType>(attributes: T) =>
  z.object(
    {
      data: z.object(
        {
          type: z.literal(CONSIGNMENT_RESOURCE_TYPE, {
            error: formMessagesB.requiredValue(CONSIGNMENT_RESOURCE_TYPE),
          }),
          attributes,
        },
        { error: required },
      ),
    },
    { error: required },
  );
export const consignmentRequestSchema = jsonApiBody(consignmentAttributesSchema);
export type ConsignmentRequest = z.input<typeof consignmentRequestSchema>;

/**
 * PUT v0/consignments/{id}/summary: what can change without pricing the freight again. Each field given
 * replaces the stored one; a field left out is kept. A new dispatch date is priced again with the same service.
 */
export const consignmentSummaryAttributesSchema = z.object(
  {
    references: referencesField.optional(),
    dispatchDate: isoDateField.optional(),
    costCenter: optionalText(50).optional(),
    customFields: customFieldsSchema.optional(),
    pallets: palletsSchema.optional(),
    autoprint: autoprintSchema.optional(),
    receiver: z
      .object(
        {
          specialInstructions: optionalText(500).optional(),
          authorityToLeave: z.boolean({ error: fieldMessages.boolean }).optional(),
          deliveryReferences: textList(100, 10).optional(),
          contactName: optionalText(100).optional(),
          contactPhone: optionalPhone().optional(),
          contactEmail: emailField.optional(),
        },
        { error: fieldMessages.object },
      )
      .optional(),
  },
  { error: required },
);
export const consignmentSummaryRequestSchema = jsonApiBody(consignmentSummaryAttributesSchema);
export type ConsignmentSummaryAttributes = z.output<typeof consignmentSummaryAttributesSchema>;

/**
 * Consolidation (issue 15): POST v0/consignments/{id}/lines adds freight to an unmanifested consignment, priced
 * again with its booked service; the orders the freight came from join its linked orders.
 */
export const consignmentAddLinesSchema = z.object(
  {
    lineItems: z
      .array(consignmentLineItemSchema, {
        error: messageFor(required, fieldMessages.list),
      })
      .min(1, required)
      .max(MAX_LINE_ITEMS, formMessagesB.maximum(MAX_LINE_ITEMS)),
    linkedOrders: linkedOrdersField,
  },
  { error: required },
);
export const consignmentAddLinesRequestSchema = jsonApiBody(consignmentAddLinesSchema);
export type ConsignmentAddLinesRequest = z.input<typeof consignmentAddLinesRequestSchema>;
export type ConsignmentAddLines = z.output<typeof consignmentAddLinesSchema>;

/** One id parameter schema for every route (fields.ts). */
export const consignmentIdParamsSchema = idParamSchema;

/** Stored and wire shapes. */
export interface StoredParty {
  name: string;
  addressId: string;
  address: Address;
  line2: string | null;
  residential: boolean;
  addressBookEntryId: number | null;
  addressBookContactId: number | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
}
export interface StoredReceiver extends StoredParty {
  tailgate: boolean;
  handUnload: boolean;
  authorityToLeave: boolean;
  specialInstructions: string | null;
  deliveryTimeSlot: DeliveryTimeSlot | null;
  deliveryReferences: string[];
  preventConsolidation: boolean;
}
export type StoredDangerousGoods = Omit<z.output<typeof consignmentDangerousGoodsSchema>, 'key' | 'id'> & {
  id: string;
};
export type StoredConsignmentLineItem = Omit<ConsignmentLineItem, 'key' | 'id' | 'dangerousGoods'> & {
  id: string;
  dangerousGoods: StoredDangerousGoods[];
};
export interface ConsignmentAgreedService {
  id: string;
  name: string;
  carrierName: string;
  carrierServiceId: string;
  providerType: string;
}
/** Spec 3: a pickup request collecting the consignment. */
export interface ConsignmentPickupRequest {
  requestId: string;
  pickupId: string;
  status: 'requested' | 'confirmed' | 'rejected';
  createdAt: string;
  updatedAt: string;
}
export interface ConsignmentPallets {
  transferType: PalletTransferType;
  docketNumbers: string[];
}
export interface ConsignmentIssue {
  code: string;
  message: string;
  pointer?: string;
}
export interface ConsignmentAutoprint {
  connotes: { enabled: boolean };
  labels: { enabled: boolean };
}

const partyWireSchema = z.object({
  name: z.string(),
  addressId: z.string(),
  address: addressSchema,
  line2: z.string().nullable(),
  residential: z.boolean(),
  addressBookEntryId: z.string().nullable(),
  addressBookContactId: z.string().nullable(),
  ...partyContactWireFields,
});
const receiverWireSchema = partyWireSchema.extend({
  ...receiverDeliveryWireFields,
  deliveryTimeSlot: z.record(z.string(), z.unknown()).nullable(),
  deliveryReferences: z.array(z.string()),
  preventConsolidation: z.boolean(),
});
export const consignmentLineItemWireSchema = z.object({
  id: z.string(),
  packagingType: z.string(),
  shippingItemPresetId: z.string().nullable(),
  description: z.string(),
  quantity: z.int(),
  length: z.int(),
  width: z.int(),
  height: z.int(),
  /** Cubic millimetres of the whole line. */
  volume: z.number(),
  weight: z.int(),
  reference: z.string().nullable(),
  /** The SSCC of each item of the line, in order; none when the carrier took labels without SSCCs. */
  itemIds: z.array(z.string()),
  pallets: z.object({ chep: z.int(), loscam: z.int(), other: z.int() }).nullable(),
  dangerousGoods: z.array(z.record(z.string(), z.unknown())),
});
const palletsWireSchema = z.object({
  transferType: z.enum(palletTransferTypes),
  docketNumbers: z.array(z.string()),
});
const issueWireSchema = z.object({ code: z.string(), message: z.string(), pointer: z.string().optional() });

/** Spec 3: a consignment as GET answers it; `version` is the ETag (M49). */
export const consignmentSchema = z.object({
  id: z.string(),
  version: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  source: z.enum(consignmentSources),
  consignmentNo: z.string(),
  previousConsignmentNumbers: z.array(z.string()),
  type: z.enum(movementTypes),
  references: z.array(z.string()),
  dispatchDate: z.string(),
  sender: partyWireSchema,
  receiver: receiverWireSchema,
  costCenter: z.string().nullable(),
  payerAccount: z.string(),
  lineItems: z.array(consignmentLineItemWireSchema),
  quoteId: z.string().nullable(),
  agreedService: agreedServiceWireSchema,
  carrier: z.object({ id: z.string(), name: z.string() }),
  price: z.object({
    cost: quoteCostSchema.nullable(),
    isMasked: z.boolean(),
    freightRecoveryAmount: z.int().nullable(),
  }),
  estimatedTimeOfArrival: z.string().nullable(),
  siteId: z.string(),
  manifest: z.object({ id: z.string(), addedAt: z.string() }).nullable(),
  transfer: z.object({ transferredAt: z.string() }).nullable(),
  transferPolicy: z.enum(transferPolicyValues),
  pallets: palletsWireSchema.nullable(),
  estimateId: z.string().nullable(),
  orderId: z.string().nullable(),
  linkedOrders: z.array(z.string()),
  dangerousGoodsDeclaration: z.object({
    excludesDangerousGoods: z.boolean(),
    emergencyContact: z.object({ name: z.string(), phone: z.string() }).nullable(),
  }),
  hasDangerousGoods: z.boolean(),
  issues: z.array(issueWireSchema),
  pickupRequests: z.array(
    z.object({
      requestId: z.string(),
      pickupId: z.string(),
      status: z.enum(['requested', 'confirmed', 'rejected']),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  customFields: z.record(z.string(), z.string()),
  shippingCostRecovery: z.object({ type: z.string(), value: z.number().nullable() }),
  autoprint: z.object({
    connotes: z.object({ enabled: z.boolean() }),
    labels: z.object({ enabled: z.boolean() }),
  }),
  itemQuantity: z.int(),
  volume: z.number(),
  weight: z.number(),
  isFullyDelivered: z.boolean(),
  /** Spec 4 (M22): false without a manifest under a manual transfer policy. */
  manifestTransferable: z.boolean(),
  tracking: z.object({ events: z.array(trackingEventSchema) }),
});
export type Consignment = z.infer<typeof consignmentSchema>;

export const consignmentLinksSchema = z.object({
  self: z.string(),
  /** Spec 7: label options, each a path the document route reads with HEAD, then GET. */
  labels: z.array(z.object({ name: z.string(), href: z.string() })),
  connote: z.string(),
  dgSummary: z.string().optional(),
});
export const consignmentResponseSchema = z.object({
  data: consignmentSchema,
  links: consignmentLinksSchema,
});
export const consignmentCreatedSchema = consignmentResponseSchema.extend({
  meta: z.object({ nextSteps: z.array(z.enum(consignmentNextSteps)) }),
});

/** Spec 3: a row of a consignment list. */
export const consignmentSummarySchema = z.object({
  id: z.string(),
  type: z.enum(movementTypes),
  consignmentNo: z.string(),
  previousConsignmentNumbers: z.array(z.string()),
  updated: z.string(),
  dispatchDate: z.string(),
  sender: z.object({ name: z.string(), address: addressSchema }),
  receiver: z.object({ name: z.string(), address: addressSchema }),
  agreedService: agreedServiceWireSchema,
  carrier: z.object({ id: z.string(), name: z.string() }),
  manifest: z.object({ id: z.string(), addedAt: z.string() }).nullable(),
  transfer: z.object({ transferredAt: z.string() }).nullable(),
  estimatedTimeOfArrival: z.string().nullable(),
  references: z.array(z.string()),
  itemQuantity: z.int(),
  volume: z.number(),
  weight: z.number(),
  organisation: z.object({ id: z.string(), name: z.string() }),
  site: z.object({ id: z.string(), name: z.string() }),
  pallets: z
    .object({
      transferType: z.enum(palletTransferTypes),
      quantity: z.int(),
      docketNumbers: z.array(z.string()),
    })
    .nullable(),
  hasDangerousGoods: z.boolean(),
  issues: z.array(issueWireSchema),
  isFullyDelivered: z.boolean(),
  /** Spec 4 (M22): false without a manifest under a manual transfer policy. */
  manifestTransferable: z.boolean(),
  /** Spec 3: the list row's tracking, its newest event (none before the carrier reports one). */
  tracking: z.object({ latestEvent: trackingEventSchema.nullable() }),
});
export type ConsignmentSummary = z.infer<typeof consignmentSummarySchema>;

export const consignmentListResponseSchema = pagedSchema(consignmentSummarySchema);
export type ConsignmentListResponse = z.infer<typeof consignmentListResponseSchema>;

/** The distinct ids of a list's parts; one part that is not an id fails the list. */
function distinctIds(parts: string[], ctx: z.RefinementCtx) {
  if (parts.some((part) => !/^[1-9]\d{0,9}$/.test(part) || Number(part) > 2_147_483_647)) {
    ctx.addIssue({ code: 'custom', message: fieldMessages.id });
    return z.NEVER;
  }
  return [...new Set(parts.map(Number))];
}

/** A comma-separated list of ids in a query string. */
const idList = (max: number) =>
  z
    .string({ error: fieldMessages.text })
    .max(max * 11, formMessagesB.maximum(max))
    .transform((value, ctx) => distinctIds(commaParts(value), ctx))
    .optional();

const enumList = <T extends string>(values: readonly T[]) =>
  z
    .string({ error: fieldMessages.text })
    .max(200)
    .transform((value, ctx) => {
      const parts = value.split(',').map((part) => part.trim());
      const known = parts.filter((part): part is T => (values as readonly string[]).includes(part));
      if (known.length !== parts.length) {
        ctx.addIssue({ code: 'custom', message: formMessagesB.oneOf(values) });
        return z.NEVER;
      }
      return known;
    })
    .optional();

const queryDate = isoDateField.optional();

/**
 * Spec 7 (M42-M46), document 3 (U27-U31): GET v0/consignments (and .csv). JSON:API-style parameters; lists are
 * comma-separated. A site or an organisation is needed.
 */
export const consignmentListQuerySchema = z
  .object({
    'filter[site.id]': z
      .string({ error: fieldMessages.text })
      .max(CONSIGNMENT_MAX_SITE_IDS * 20)
      .transform((value, ctx) => {
        const parts = commaParts(value);
        if (parts.length > CONSIGNMENT_MAX_SITE_IDS) {
          ctx.addIssue({
            code: 'custom',
            message: consignmentMessages.tooManySites(CONSIGNMENT_MAX_SITE_IDS),
          });
          return z.NEVER;
        }
        return distinctIds(parts, ctx);
      })
      .optional(),
    'filter[organisation.id]': idField().optional(),
    'filter[consignment.id]': idList(CONSIGNMENT_MAX_PAGE_SIZE),
    'filter[type]': enumList(movementTypes),
    /** One dispatch date (ready to manifest, spec 2); the range filters below narrow further. */
    'filter[dispatchDate]': queryDate,
    'filter[dispatchDate][start]': queryDate,
    'filter[dispatchDate][end]': queryDate,
    'filter[eta][start]': queryDate,
    'filter[eta][end]': queryDate,
    /** U35: `all`, or a list of agreed service ids (the header search sends `all`). */
    'filter[agreedService.id]': z.union([z.literal('all'), idList(200)]),
    'filter[carrier.id]': idList(100),
    'filter[receiver.name]': queryText(100),
    'filter[manifested]': queryBoolean,
    'filter[readyToManifest]': queryBoolean,
    'filter[transfer]': queryBoolean,
    'filter[issues]': queryBoolean,
    'filter[deliveryTimeSlot]': queryBoolean,
    'filter[hasDangerousGoods]': queryBoolean,
    'filter[isFullyDelivered]': queryBoolean,
    'filter[overdue]': queryBoolean,
    'filter[transferPolicy]': enumList(transferPolicyValues),
    'filter[pallets.transferType]': enumList(palletTransferTypes),
    search: queryText(CONSIGNMENT_SEARCH_MAX_LENGTH),
    sort: sortQuery(consignmentSortAliases, CONSIGNMENT_DEFAULT_SORT),
    'page[limit]': queryInt(1, CONSIGNMENT_MAX_PAGE_SIZE, 0),
    'page[offset]': queryInt(0, MAX_OFFSET, -1),
  })
  .superRefine((query, ctx) => {
    if (
      query['filter[site.id]']?.length === 0 ||
      (!query['filter[site.id]'] && !query['filter[organisation.id]'])
    )
      ctx.addIssue({ code: 'custom', message: consignmentMessages.siteRequired, path: ['filter[site.id]'] });
    for (const range of ['dispatchDate', 'eta'])
      checkRangeOrder(query, range, ctx, consignmentMessages.rangeOrder);
  })
  .transform((query) => {
    const offsetGiven = query['page[offset]'] >= 0;
    const limit =
      query['page[limit]'] || (offsetGiven ? CONSIGNMENT_OFFSET_PAGE_SIZE : CONSIGNMENT_PAGE_SIZE);
    return { ...query, page: { limit, offset: offsetGiven ? query['page[offset]'] : 0 } };
  });
export type ConsignmentListQuery = z.output<typeof consignmentListQuerySchema>;

/** The CSV export's columns, in order (spec 7: the same search as `.csv`). */
export const consignmentCsvColumns = [
  'Consignment number',
  'Type',
  'Dispatch date',
  'Site',
  'Sender',
  'Sender address',
  'Receiver',
  'Receiver address',
  'Carrier',
  'Service',
  'References',
  'Items',
  'Volume (m³)',
  'Weight (kg)',
  'ETA',
  'Manifest',
  'Dangerous goods',
  'Updated',
  // what an imported consignment still needs, so a list of issues can be worked through outside the app
  'Issues',
] as const;
