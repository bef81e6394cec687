import { z } from 'zod';
import { lineItemWireFields } from './line-item-wire';
import { addressSchema, australianStates, COUNTRY_AU, isAustralianState } from './addresses';
import { consignmentLineItemSchema } from './consignments';
import {
  booleanField,
  enumField,
  fieldMessages,
  idField,
  messageFor,
  optionalText,
  orNull,
  requiredText,
  textList,
} from './fields';
import { formMessagesB } from './forms';
import { checkRangeOrder, pageQuery, pagedSchema, queryText, sortQuery } from './lists';
import {
  partyContactFields,
  partyContactWireFields,
  receiverDeliveryFields,
  receiverDeliveryWireFields,
} from './party-fields';
import { isoDateField, MAX_LINE_ITEMS } from './quotes';

const required = formMessagesB.required;

/** Spec 9 (R04): with no sort chosen, orders sort by order number. */
export const orderSortAliases = ['orderNumber', 'dispatchDate', 'receiver', 'created'] as const;
export type OrderSortAlias = (typeof orderSortAliases)[number];
export const ORDER_DEFAULT_SORT = 'orderNumber';
export const ORDER_PAGE_SIZE = 30;
export const ORDER_MAX_PAGE_SIZE = 100;

/** An order is open until a consignment is made from it. */
export const orderStatuses = ['open', 'converted'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderSources = ['api', 'web'] as const;
export type OrderSource = (typeof orderSources)[number];

/** An address as a shipper's order system sends it: typed lines on a suburb, postcode and state. */
export const orderAddressInputSchema = z.object(
  {
    line1: requiredText(100),
    line2: optionalText(100),
    locality: requiredText(60),
    postcode: requiredText(4).regex(/^\d{4}$/, formMessagesB.number),
    subdivision: z
      .string({ error: messageFor(required, fieldMessages.text) })
      .trim()
      .toUpperCase()
      .refine(isAustralianState, formMessagesB.oneOf(australianStates)),
    countryId: z
      .string({ error: fieldMessages.text })
      .trim()
      .toUpperCase()
      .refine((value) => value === COUNTRY_AU, formMessagesB.oneOf([COUNTRY_AU]))
      .default(COUNTRY_AU),
  },
  { error: required },
);
export type OrderAddressInput = z.output<typeof orderAddressInputSchema>;

const partyFields = {
  name: requiredText(100),
  address: orderAddressInputSchema,
  residential: booleanField(false),
  ...partyContactFields,
};
const orderSenderInputSchema = z.object(partyFields, { error: required });
const orderReceiverInputSchema = z.object(
  {
    ...partyFields,
    ...receiverDeliveryFields,
  },
  { error: required },
);

/** An order's line: what a consignment line needs, without dangerous goods or pallets. */
export const orderLineItemSchema = consignmentLineItemSchema.pick({
  packagingType: true,
  description: true,
  quantity: true,
  length: true,
  width: true,
  height: true,
  weight: true,
  reference: true,
});
export type OrderLineItem = z.output<typeof orderLineItemSchema>;

/** Spec 7 (R07): POST /api/sender/orders, from a shipper's order system (site API key) or a signed-in user. */
export const createOrderRequestSchema = z.object(
  {
    siteId: idField(),
    orderNumber: requiredText(64),
    payerAccount: optionalText(50),
    costCenter: optionalText(50),
    references: textList(100, 10),
    dispatchDate: isoDateField,
    /** Left out: the site's own address sends it. */
    sender: orNull(orderSenderInputSchema),
    receiver: orderReceiverInputSchema,
    lineItems: z
      .array(orderLineItemSchema, {
        error: messageFor(required, fieldMessages.list),
      })
      .min(1, required)
      .max(MAX_LINE_ITEMS, formMessagesB.maximum(MAX_LINE_ITEMS)),
  },
  { error: required },
);
export type CreateOrderAttributes = z.output<typeof createOrderRequestSchema>;

const orderPartyWireSchema = z.object({
  name: z.string(),
  /** The address the order's place resolved to, ready for a consignment. */
  address: addressSchema,
  residential: z.boolean(),
  ...partyContactWireFields,
});
export type OrderParty = z.infer<typeof orderPartyWireSchema>;
const orderReceiverWireSchema = orderPartyWireSchema.extend(receiverDeliveryWireFields);
export type OrderReceiver = z.infer<typeof orderReceiverWireSchema>;

/** Spec 3: an order. Measures in millimetres, grams and cubic millimetres. */
export const orderSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  source: z.enum(orderSources),
  payerAccount: z.string().nullable(),
  costCenter: z.string().nullable(),
  references: z.array(z.string()),
  dispatchDate: z.string(),
  sender: orderPartyWireSchema.nullable(),
  receiver: orderReceiverWireSchema,
  lineItems: z.array(
    z.object({
      packagingType: z.string(),
      description: z.string(),
      ...lineItemWireFields,
    }),
  ),
  itemQuantity: z.int(),
  volume: z.number(),
  weight: z.number(),
  /** The consignment made from it; null while it is open. */
  consignment: z.object({ id: z.string(), consignmentNo: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ data: orderSchema });
export const orderListResponseSchema = pagedSchema(orderSchema);
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
export const orderIdParamsSchema = z.object({ id: idField() });

const queryDate = isoDateField.optional();

/**
 * Spec 7 (R03, R04): GET /api/sender/orders. `availableAtSiteId` names one site; `filter[organisation.id]` the
 * sites of an organisation the user holds (org context). Open orders unless `filter[status]` says otherwise.
 */
export const orderListQuerySchema = z
  .object({
    availableAtSiteId: idField().optional(),
    'filter[organisation.id]': idField().optional(),
    'filter[status]': enumField(orderStatuses).default('open'),
    'filter[dispatchDate][start]': queryDate,
    'filter[dispatchDate][end]': queryDate,
    'filter[receiver.name]': queryText(100),
    search: queryText(100),
    sort: sortQuery(orderSortAliases, ORDER_DEFAULT_SORT),
    ...pageQuery(ORDER_PAGE_SIZE, ORDER_MAX_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    if (!query.availableAtSiteId && !query['filter[organisation.id]'])
      ctx.addIssue({ code: 'custom', message: required, path: ['availableAtSiteId'] });
    checkRangeOrder(query, 'dispatchDate', ctx);
  });
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** Spec 5, 7 (R09-R13): POST /api/sender/v0/consolidations. */
/** A party's address: one already made (the form's, by id), or typed out as an order system sends it. */
const consolidationPartySchema = z.object(
  {
    name: requiredText(100),
    address: z.union([z.object({ id: requiredText(100) }, { error: required }), orderAddressInputSchema], {
      error: required,
    }),
  },
  { error: required },
);
export const consolidationRequestSchema = z.object(
  {
    data: z.object(
      {
        siteId: idField(),
        dispatchDate: isoDateField,
        sender: consolidationPartySchema,
        receiver: consolidationPartySchema,
      },
      { error: required },
    ),
  },
  { error: required },
);
export type ConsolidationRequest = z.input<typeof consolidationRequestSchema>;
export type ConsolidationQuery = z.output<typeof consolidationRequestSchema>['data'];

/** Spec 3 (R14): an unmanifested consignment the new freight could join. Price in cents, GST included. */
export const consolidationSuggestionSchema = z.object({
  id: z.string(),
  consignmentNo: z.string(),
  isSenderPaying: z.boolean(),
  dispatchDate: z.string(),
  service: z.object({ id: z.string(), name: z.string(), carrierName: z.string() }),
  items: z.int(),
  eta: z.string().nullable(),
  hasDangerousGoods: z.boolean(),
  price: z.int().nullable(),
  /** The consignment's version, for adding lines to it. */
  version: z.string(),
});
export type ConsolidationSuggestion = z.infer<typeof consolidationSuggestionSchema>;
export const consolidationResponseSchema = z.object({ data: z.array(consolidationSuggestionSchema) });
