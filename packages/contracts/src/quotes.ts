import { z } from 'zod';
import { isCalendarDate } from './calendar';
import { packagingTypeNames } from './context';
import { aggregateQuantityUnits, dgClasses, packingGroups } from './dangerous-goods-presets';
import {
  booleanField,
  enumField,
  fieldMessages,
  idField,
  intField,
  linePackagingTypeField,
  messageFor,
  optionalEnumField,
  optionalIdField,
  optionalList,
  optionalText,
  orNull,
  requiredText,
  roundedMeasure,
  TIME_OF_DAY,
} from './fields';
import { formMessagesB } from './forms';
import { movementTypes } from './movement-types';

// plain constants live apart from the schemas, so the app's first load reads them without zod
export { movementTypes } from './movement-types';

/** Spec (document 2, 8) verbatim, and the quote rules it quotes no text for. */
export const quoteMessages = {
  missingAgreedService: 'Unable to retrieve pricing for this consignment, refresh or contact support.',
  tooManySites: (max: number) => `Sites selected exceeds maximum of ${max}.`,
  modifySelection: 'Modify your selection to see different results.',
  // not quoted by the spec
  addressOrLocality: 'enter an address or a locality, not both',
  locationRequired: 'choose an address book entry, an address or a locality',
  addressIdDisagrees: 'addressId and address.id name different addresses; send one of them',
  localityNotFound: 'locality not found',
  addressNotFound: 'address not found',
  entryNotFound: 'address book entry not found on this site',
  deliveryTimeSlotsDisabled: 'delivery time slots are not enabled for this site',
  endDateBeforeStart: 'end date must not be before the start date',
  timeZone: 'must be a time zone such as Australia/Sydney',
  recurrences: 'must be the number of days from the start date to the end date',
  packagingTypeNotOnSite: 'this packaging type is not used by this site',
  superseded: 'A newer quote request replaced this one.',
  notificationNotNotifiable:
    'only a notifiable entry carries a notification; mark it notifiable or clear the notification',
} as const;

/** Spec 7: quote requests are cancellable; a newer request under the same key replaces the pending one. */
export const QUOTE_CONCURRENCY_HEADER = 'x-concurrency-key';
export const QUOTE_SUPERSEDED_CODE = 'quoteSetSuperseded';
/** Spec 9: a packaging type missing from the known list sorts after every known one. */
export const UNKNOWN_PACKAGING_RANK = 9999;

/** Spec 9: the sort rank of a packaging type: its place in the known list, or 9999 when unknown. */
export function packagingRank(name: string | null | undefined): number {
  const index = packagingTypeNames.findIndex((known) => known === name);
  return index === -1 ? UNKNOWN_PACKAGING_RANK : index;
}

export const MAX_LINE_ITEMS = 200;
/** Wire limits: 30 m, 30 t per item, 9,999 items per line. */
export const MAX_DIMENSION_MM = 30_000;
export const MAX_ITEM_WEIGHT_G = 30_000_000;
export const MAX_QUANTITY = 9_999;

/** How many items a line holds, as entered: rounded, 1 to MAX_QUANTITY. */
export const itemQuantityField = roundedMeasure(1, MAX_QUANTITY);

/**
 * The measures of one item of any line (quote, estimate, consignment, order, pickup): whole millimetres and grams
 * from 1, so nothing that rounds to 0 is priced or booked. One rule, so a quoted line can always be booked.
 */
export const itemMeasureFields = {
  length: roundedMeasure(1, MAX_DIMENSION_MM),
  width: roundedMeasure(1, MAX_DIMENSION_MM),
  height: roundedMeasure(1, MAX_DIMENSION_MM),
  weight: roundedMeasure(1, MAX_ITEM_WEIGHT_G),
};

const required = formMessagesB.required;

/** Spec 3, 5: YYYY-MM-DD, a real calendar date. */
export const isoDateField = z
  .string({ error: messageFor(required, formMessagesB.date) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, formMessagesB.date)
  .refine(isCalendarDate, formMessagesB.date);

const aggregateQuantity = orNull(
  z.object(
    {
      amount: z.number({ error: formMessagesB.number }).positive(formMessagesB.greaterThan(0)),
      unit: enumField(aggregateQuantityUnits),
    },
    { error: fieldMessages.object },
  ),
);

/** Spec 3: the fields of a dangerous goods entry of a line item, before the rules across them. */
export const dangerousGoodsLineFields = {
  notifiable: booleanField(false),
  presetId: optionalIdField(),
  unNumber: z
    .string({ error: messageFor(required, fieldMessages.text) })
    .trim()
    .transform((value) => value.replace(/^UN\s*/i, ''))
    .pipe(z.string().regex(/^\d{4}$/, 'must be a 4-digit UN number')),
  properShippingName: requiredText(200),
  technicalName: optionalText(200),
  productDescription: optionalText(200),
  classOrDivision: optionalEnumField(dgClasses),
  subsidiaryRisks: optionalList(enumField(dgClasses), 3),
  packingGroup: optionalEnumField(packingGroups),
  receptacle: optionalText(100),
  receptacleAggregateQuantity: aggregateQuantity,
  receptacleCount: orNull(intField(1, MAX_QUANTITY)),
  totalAggregateQuantity: aggregateQuantity,
  /** Spec 3 (M40): the notifiable entry's notification; refused on an entry that is not notifiable. */
  notification: optionalText(500),
};

/** Spec 3 (M40): a dangerous goods entry carries a notification only when it is notifiable. */
export function checkNotification(
  entry: { notifiable: boolean; notification: string | null },
  ctx: z.RefinementCtx,
) {
  if (entry.notification !== null && !entry.notifiable)
    ctx.addIssue({
      code: 'custom',
      message: quoteMessages.notificationNotNotifiable,
      path: ['notification'],
    });
}

/** Spec 3: a dangerous goods entry of a line item. */
export const dangerousGoodsLineSchema = z
  .object(dangerousGoodsLineFields, { error: fieldMessages.object })
  .superRefine(checkNotification);
export type DangerousGoodsLine = z.output<typeof dangerousGoodsLineSchema>;

/** Spec 3, 5: a line item of a quote request or an estimate; packaging type, quantity and measures are required. */
export const lineItemInputSchema = z.object(
  {
    packagingType: linePackagingTypeField,
    shippingItemPresetId: optionalIdField(),
    description: optionalText(200),
    quantity: itemQuantityField,
    ...itemMeasureFields,
    reference: optionalText(100),
    dangerousGoods: optionalList(dangerousGoodsLineSchema, 20),
  },
  { error: required },
);
export type LineItemInput = z.input<typeof lineItemInputSchema>;
export type LineItem = z.output<typeof lineItemInputSchema>;

export const lineItemsField = z
  .array(lineItemInputSchema, { error: messageFor(required, fieldMessages.list) })
  // Spec 5: a quote request needs at least one line item.
  .min(1, required)
  .max(MAX_LINE_ITEMS, formMessagesB.maximum(MAX_LINE_ITEMS));

const refId = z.object({ id: idField() }, { error: fieldMessages.object });
const addressRef = z.object(
  {
    id: z
      .string({ error: messageFor(required, fieldMessages.text) })
      .trim()
      .min(1, required)
      .max(100),
  },
  { error: fieldMessages.object },
);

/**
 * Spec 3: where freight goes from or to. An address book entry (its address), an address, or a bare locality
 * (an estimate typed as a suburb only); an address and a locality never together.
 */
export const quoteLocationFields = {
  name: optionalText(100),
  addressBookEntryId: optionalIdField(),
  /** Spec 3's field for the address; `address {id}` is accepted as well, and the two must agree. */
  addressId: addressRef.shape.id.nullish(),
  address: orNull(addressRef),
  locality: orNull(refId),
  residential: booleanField(false),
};

/** The address a location names, by spec 3's `addressId` or by `address {id}`. */
export const locationAddressId = (location: { addressId?: string | null; address: { id: string } | null }) =>
  location.address?.id ?? location.addressId ?? null;

type LocationShape = z.output<z.ZodObject<typeof quoteLocationFields>>;

/** An address and a locality never together; at least one of entry, address or locality. */
export function checkLocation(location: LocationShape, ctx: z.RefinementCtx) {
  const addressId = locationAddressId(location);
  if (location.addressId && location.address && location.addressId !== location.address.id)
    ctx.addIssue({ code: 'custom', message: quoteMessages.addressIdDisagrees, path: ['addressId'] });
  else if (addressId && location.locality)
    ctx.addIssue({ code: 'custom', message: quoteMessages.addressOrLocality, path: ['locality'] });
  else if (!addressId && !location.locality && location.addressBookEntryId === null)
    ctx.addIssue({ code: 'custom', message: quoteMessages.locationRequired, path: ['address'] });
}

export const locationInputSchema = z
  .object(quoteLocationFields, { error: required })
  .superRefine(checkLocation);
export type LocationInput = z.input<typeof locationInputSchema>;
export type LocationRequest = z.output<typeof locationInputSchema>;

/** Spec 3, 5a: what the shipper recovers from its customer; cents for amounts, a percent for the markup. */
export const shippingCostRecoveryTypes = ['none', 'fixedAmount', 'markupAmount', 'markupPercentage'] as const;
export const shippingCostRecoverySchema = z
  .object(
    {
      type: enumField(shippingCostRecoveryTypes, required),
      value: orNull(
        z
          .number({ error: formMessagesB.number })
          .min(0, formMessagesB.minimum(0))
          .max(100_000_000, formMessagesB.maximum(100_000_000)),
      ),
    },
    { error: fieldMessages.object },
  )
  .superRefine((recovery, ctx) => {
    if (recovery.type === 'none') return;
    if (recovery.value === null) ctx.addIssue({ code: 'custom', message: required, path: ['value'] });
    else if (recovery.type === 'markupPercentage') {
      if (Math.round(recovery.value * 10_000) !== recovery.value * 10_000)
        ctx.addIssue({ code: 'custom', message: formMessagesB.decimals(4), path: ['value'] });
    } else if (!Number.isInteger(recovery.value))
      ctx.addIssue({ code: 'custom', message: formMessagesB.integer, path: ['value'] });
  });
/** Absent or null recovers nothing. */
export const recoveryField = shippingCostRecoverySchema
  .nullish()
  .transform((value): ShippingCostRecoveryWire => value ?? { type: 'none', value: null });
export type ShippingCostRecoveryInput = z.input<typeof shippingCostRecoverySchema>;
export type ShippingCostRecoveryWire = z.output<typeof shippingCostRecoverySchema>;

/**
 * Spec 3 (L32), the other reading of shipping cost recovery, derived for display (DESIGN 5a): whether anything
 * is recovered, fixed or other, and the markup's kind (percent unless it is an amount).
 */
export interface ShippingCostRecoveryDisplay {
  isRecovering: boolean;
  recoveryType: 'fixed' | 'other';
  markupType: 'percent' | 'amount';
  value: number | null;
}

export function recoveryForDisplay(recovery: ShippingCostRecoveryWire): ShippingCostRecoveryDisplay {
  return {
    isRecovering: recovery.type !== 'none',
    recoveryType: recovery.type === 'fixedAmount' ? 'fixed' : 'other',
    markupType: recovery.type === 'markupAmount' ? 'amount' : 'percent',
    value: recovery.type === 'none' ? null : recovery.value,
  };
}

/** Whether the runtime knows the time zone, as reading a slot's window needs. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whole days from one YYYY-MM-DD to another: a delivery time slot's recurrences (spec 5). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const timeField = z
  .string({ error: messageFor(required, formMessagesB.time) })
  .regex(TIME_OF_DAY, formMessagesB.time);

/** Spec 5: a delivery time slot needs a date range, start and end times and the receiver's time zone. */
export const deliveryTimeSlotSchema = z
  .object(
    {
      startDate: isoDateField,
      endDate: isoDateField,
      startTime: timeField,
      endTime: timeField,
      timeZone: requiredText(64).refine(isTimeZone, quoteMessages.timeZone),
      /** Spec 5: days between the first and second chosen dates. */
      recurrences: orNull(intField(0, 366)),
    },
    { error: fieldMessages.object },
  )
  .superRefine((slot, ctx) => {
    if (slot.endTime <= slot.startTime)
      ctx.addIssue({ code: 'custom', message: formMessagesB.times, path: ['endTime'] });
    if (slot.endDate < slot.startDate)
      ctx.addIssue({ code: 'custom', message: quoteMessages.endDateBeforeStart, path: ['endDate'] });
    else if (slot.recurrences !== null && slot.recurrences !== daysBetween(slot.startDate, slot.endDate))
      ctx.addIssue({ code: 'custom', message: quoteMessages.recurrences, path: ['recurrences'] });
  });
export type DeliveryTimeSlot = z.output<typeof deliveryTimeSlotSchema>;

/** Receiver options that change the price (surcharges). */
export const receiverOptionFields = {
  tailgate: booleanField(false),
  handUnload: booleanField(false),
};

/** Spec 7: POST /api/sender/v0/quote-sets. */
export const quoteSetRequestSchema = z.object(
  {
    data: z.object(
      {
        siteId: idField(),
        /** The consignment being edited, when there is one (recorded with the quote set). */
        consignmentId: z
          .string({ error: fieldMessages.text })
          .trim()
          .max(64)
          .nullish()
          .transform((v) => v || null),
        dispatchDate: isoDateField,
        sender: locationInputSchema,
        receiver: locationInputSchema,
        lineItems: lineItemsField,
        shippingCostRecovery: recoveryField,
        deliveryTimeSlot: orNull(deliveryTimeSlotSchema),
        ...receiverOptionFields,
      },
      { error: required },
    ),
  },
  { error: required },
);
export type QuoteSetRequest = z.input<typeof quoteSetRequestSchema>;

export const chargeLineSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** Cents. */
  amount: z.int(),
});

/** Spec 3: price.cost, all in cents; fees is the sum of the breakdown, net = freight + fees, total = net + tax. */
export const quoteCostSchema = z.object({
  chargesBreakdown: z.array(chargeLineSchema),
  currency: z.literal('AUD'),
  freight: z.int(),
  fees: z.int(),
  net: z.int(),
  tax: z.int(),
  total: z.int(),
});
export type QuoteCostWire = z.infer<typeof quoteCostSchema>;

export const quotePriceSchema = z.object({
  /** Null when masked or when the service could not price the consignment. */
  cost: quoteCostSchema.nullable(),
  rank: z.int(),
  isMasked: z.boolean(),
  freightRecoveryAmount: z.int().nullable(),
});

export const quoteEvaluationSchema = z.object({
  invalidDeliveryTimeSlotStartDate: z.object({ earliestPermittedDate: z.string() }).optional(),
});

/** The agreed service a quote prices or a consignment is booked with, as answered. */
export const agreedServiceWireSchema = z.object({
  id: z.string(),
  name: z.string(),
  carrierName: z.string(),
  carrierServiceId: z.string(),
  providerType: z.string(),
});

/** Spec 3: a quote, with the agreed service it prices and why it cannot be selected when it cannot. */
export const quoteSchema = z.object({
  id: z.string(),
  quoteSetId: z.string(),
  agreedServiceId: z.string(),
  carrierId: z.string(),
  carrierServiceId: z.string(),
  createdAt: z.string(),
  /** The local arrival date in the receiver's time zone, YYYY-MM-DD; null when unpriced. */
  eta: z.string().nullable(),
  etaTimeZone: z.string().nullable(),
  evaluation: quoteEvaluationSchema,
  selectable: z.boolean(),
  recommended: z.boolean(),
  unselectableReason: z.object({ code: z.string(), message: z.string() }).nullable(),
  payerAccount: z.string(),
  agreedService: agreedServiceWireSchema,
  price: quotePriceSchema,
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteSetSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  createdAt: z.string(),
  quotes: z.array(quoteSchema),
});
export type QuoteSet = z.infer<typeof quoteSetSchema>;
export const quoteSetResponseSchema = z.object({ data: quoteSetSchema });

/** Spec 7 (L33): GET /api/sender/form-configurations/{resourceType}. */
export const formResourceTypes = ['consignment', 'estimate'] as const;
export type MovementType = (typeof movementTypes)[number];

export const formConfigurationParamsSchema = z.object({
  resourceType: enumField(formResourceTypes),
});
export const formConfigurationQuerySchema = z.object({
  siteId: idField(),
  type: enumField(movementTypes)
    .optional()
    .transform((value) => value ?? 'outbound'),
});
export const customFieldSchema = z.object({ key: z.string(), label: z.string(), required: z.boolean() });
export type CustomField = z.infer<typeof customFieldSchema>;
export const formConfigurationResponseSchema = z.object({
  data: z.object({
    customFields: z.array(customFieldSchema),
    shippingCostRecovery: z.object({ type: z.enum(shippingCostRecoveryTypes), value: z.number().nullable() }),
  }),
});
