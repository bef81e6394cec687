import { z } from 'zod';
import { lineItemWireFields } from './line-item-wire';
import { addressSchema, localitySchema } from './addresses';
import {
  booleanField,
  enumField,
  fieldMessages,
  idField,
  idParamSchema,
  messageFor,
  orNull,
  textList,
  trimmedText,
} from './fields';
import { formMessagesB } from './forms';
import { instantRangeField, siteSearchFilter, siteSearchRequest } from './site-search';
import { listMessages, pagedSchema } from './lists';
import {
  checkLocation,
  deliveryTimeSlotSchema,
  isoDateField,
  lineItemsField,
  quoteLocationFields,
  locationInputSchema,
  movementTypes,
  quoteSchema,
  recoveryField,
  receiverOptionFields,
} from './quotes';

/** The estimate rules the spec quotes no text for. */
export const estimateMessages = {
  quoteNotInEstimate: 'this quote is not one of the estimate’s current quotes',
  quoteNotSelectable: 'this quote cannot be selected',
  createdRange: listMessages.rangeOrder,
  dateOrDateTime: 'enter a valid date or date and time',
} as const;

export const ESTIMATE_PAGE_SIZE = 30;
export const ESTIMATE_MAX_PAGE_SIZE = 100;
export const ESTIMATE_DEFAULT_SORT = '-createdAt';
export const estimateSortAliases = ['createdAt', 'updatedAt', 'dispatchDate', 'estimateNumber'] as const;

const required = formMessagesB.required;

const referencesField = textList(100, 10);

/** Spec 3: an estimate receiver may also ask for authority to leave, a delivery time slot, tailgate and hand unload. */
export const estimateReceiverSchema = z
  .object(
    {
      ...quoteLocationFields,
      authorityToLeave: booleanField(false),
      deliveryTimeslotRequired: booleanField(false),
      ...receiverOptionFields,
    },
    { error: required },
  )
  .superRefine(checkLocation);

/** Spec 5: an estimate needs siteId, dispatchDate, type, sender, receiver and line items. */
export const estimateAttributesSchema = z.object(
  {
    siteId: idField(),
    type: enumField(movementTypes, required),
    dispatchDate: isoDateField,
    sender: locationInputSchema,
    receiver: estimateReceiverSchema,
    references: referencesField,
    lineItems: lineItemsField,
    shippingCostRecovery: recoveryField,
    deliveryTimeSlot: orNull(deliveryTimeSlotSchema),
  },
  { error: required },
);
export const estimateRequestSchema = z.object({ data: estimateAttributesSchema }, { error: required });
export type EstimateRequest = z.input<typeof estimateRequestSchema>;
export type EstimateAttributes = z.output<typeof estimateAttributesSchema>;

export const saveEstimateRequestSchema = z.object(
  {
    data: z.object(
      {
        selectedQuoteIds: z
          .array(z.string({ error: fieldMessages.text }).trim().min(1, required).max(64), {
            error: messageFor(required, fieldMessages.list),
          })
          .max(50, formMessagesB.maximum(50))
          .refine((ids) => new Set(ids).size === ids.length, formMessagesB.unique),
      },
      { error: required },
    ),
  },
  { error: required },
);
export type SaveEstimateRequest = z.input<typeof saveEstimateRequestSchema>;

export const estimateIdParamsSchema = idParamSchema;

export const estimateLocationSchema = z.object({
  name: z.string().nullable(),
  addressBookEntryId: z.string().nullable(),
  address: addressSchema.nullable(),
  locality: localitySchema.nullable(),
  residential: z.boolean(),
});
export const estimateReceiverWireSchema = estimateLocationSchema.extend({
  authorityToLeave: z.boolean(),
  deliveryTimeslotRequired: z.boolean(),
  tailgate: z.boolean(),
  handUnload: z.boolean(),
});

export const estimateLineItemSchema = z.object({
  packagingType: z.string(),
  shippingItemPresetId: z.string().nullable(),
  description: z.string().nullable(),
  ...lineItemWireFields,
  dangerousGoods: z.array(z.record(z.string(), z.unknown())),
});

export const convertedConsignmentSchema = z.object({
  id: z.string(),
  connoteNumber: z.string(),
  convertedAt: z.string(),
});

/** What an estimate and its row in Manage estimates both answer first. */
const estimateKeyFields = {
  id: z.string(),
  siteId: z.string(),
  type: z.enum(movementTypes),
  estimateNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** Spec 3: an estimate with its current quotes. */
export const estimateSchema = z.object({
  ...estimateKeyFields,
  deletedAt: z.string().nullable(),
  dispatchDate: z.string(),
  sender: estimateLocationSchema,
  receiver: estimateReceiverWireSchema,
  references: z.array(z.string()),
  lineItems: z.array(estimateLineItemSchema),
  quoteSetId: z.string().nullable(),
  quotes: z.array(quoteSchema),
  selectedQuoteIds: z.array(z.string()),
  convertedConsignment: z.array(convertedConsignmentSchema),
  hasDangerousGoods: z.boolean(),
  shippingCostRecovery: z.object({ type: z.string(), value: z.number().nullable() }),
  deliveryTimeSlot: z.record(z.string(), z.unknown()).nullable(),
});
export type Estimate = z.infer<typeof estimateSchema>;
export const estimateResponseSchema = z.object({ data: estimateSchema });

/** A row of Manage estimates. */
export const estimateSummarySchema = z.object({
  ...estimateKeyFields,
  dispatchDate: z.string(),
  senderName: z.string().nullable(),
  senderPlace: z.string().nullable(),
  receiverName: z.string().nullable(),
  receiverPlace: z.string().nullable(),
  references: z.array(z.string()),
  itemQuantity: z.int(),
  hasDangerousGoods: z.boolean(),
  selectedQuoteCount: z.int(),
  converted: z.boolean(),
});
export type EstimateSummary = z.infer<typeof estimateSummarySchema>;

/** Spec 2, 5 (L26): the most sites one estimates search (the quote view) may select. */
export const ESTIMATE_MAX_SITES = 100;
/** The longest text an estimates search takes. */
export const ESTIMATE_MAX_SEARCH_LENGTH = 100;

/** Spec 7: POST /api/sender/estimates/search; a site or an organisation, createdAt as a range, paging and sort. */
export const estimateSearchRequestSchema = siteSearchRequest(
  siteSearchFilter(ESTIMATE_MAX_SITES, {
    type: enumField(movementTypes).optional(),
    /** Words in the estimate number, a reference, or a party's name, street, suburb or postcode. */
    search: trimmedText(ESTIMATE_MAX_SEARCH_LENGTH).optional(),
    createdAt: instantRangeField(estimateMessages.dateOrDateTime),
  }),
  { size: ESTIMATE_PAGE_SIZE, max: ESTIMATE_MAX_PAGE_SIZE },
  { aliases: estimateSortAliases, defaultSort: ESTIMATE_DEFAULT_SORT },
);
export type EstimateSearchRequest = z.input<typeof estimateSearchRequestSchema>;
export type EstimateSearch = z.output<typeof estimateSearchRequestSchema>;

export const estimateSearchResponseSchema = pagedSchema(estimateSummarySchema);
