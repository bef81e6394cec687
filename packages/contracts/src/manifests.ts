import { z } from 'zod';
import { palletTransferTypes } from './consignments';
import { enumField, fieldMessages, idField, messageFor, optionalText, orNull, textList } from './fields';
import { formMessagesB } from './forms';
import { instantRangeField, siteSearchFilter, siteSearchRequest } from './site-search';
import { DEFAULT_LIST_LIMIT, listMessages } from './lists';
import { movementTypes } from './quotes';

const required = formMessagesB.required;

/** Spec 4 (O11): a manifest is proposed when made, approved when the carrier acknowledges it, then completed or rejected. */
export const manifestStatuses = ['proposed', 'approved', 'completed', 'rejected'] as const;
export type ManifestStatus = (typeof manifestStatuses)[number];

/** Spec 4 (O09): the carrier's answer for one staged consignment; null until it answers. */
export const stagedConsignmentStatuses = ['accepted', 'cancelled', 'rejected'] as const;
export type StagedConsignmentStatus = (typeof stagedConsignmentStatuses)[number];

/** Spec 5, 9 (O15, O16): the manifest search's sort aliases; created is the default. */
export const manifestSortAliases = [
  'created',
  'service',
  'manifest',
  'from',
  'items',
  'volume',
  'weight',
] as const;
export type ManifestSortAlias = (typeof manifestSortAliases)[number];
export const MANIFEST_DEFAULT_SORT = '-created';
/** Spec 9: page sizes the user may choose; 30 by default. */
export const MANIFEST_PAGE_SIZES = [30, 50, 100] as const;
export const MANIFEST_MAX_PAGE_SIZE = 100;
/** The most consignments one create call takes. */
export const MANIFEST_MAX_CONSIGNMENTS = 1000;
export const MANIFEST_MAX_SITES = 100;

export const manifestMessages = {
  atLeastOneConsignment: 'choose at least one consignment',
  notFound: 'This consignment cannot be found',
  otherSite: 'All consignments of a manifest must belong to the same site',
  alreadyManifested: 'This consignment has already been manifested',
  hasIssues: 'This consignment has issues to resolve before it can be manifested',
  duplicate: 'This consignment is chosen more than once',
  createdRange: listMessages.rangeOrder,
  alreadyAnswered: 'This manifest has already been answered',
  notAcknowledged: 'Acknowledge the manifest before answering its consignments',
  notOnManifest: 'This consignment is not on this manifest',
  codeRequired: 'a rejected consignment needs a code',
  rejectionCodeRequired: 'a rejected manifest needs a code',
} as const;

/** A consignment's pallet docket numbers on a manifest; the web checks typed ones with it before sending. */
export const manifestDocketNumbersSchema = textList(50, 20);

/** Spec 5, 7 (O07, O12): one consignment of a manifest with its pallet transfer type (left out: the consignment's own). */
export const manifestEntrySchema = z.object(
  {
    consignmentId: idField(),
    pallets: orNull(
      z.object(
        {
          transferType: enumField(palletTransferTypes, required),
          docketNumbers: manifestDocketNumbersSchema,
        },
        { error: fieldMessages.object },
      ),
    ),
  },
  { error: required },
);

/** Spec 7 (O12): POST /api/sender/v0/manifests. */
export const createManifestRequestSchema = z.object(
  {
    data: z.object(
      {
        type: z.literal('manifests').optional(),
        attributes: z.object(
          {
            siteId: idField(),
            consignments: z
              .array(manifestEntrySchema, {
                error: messageFor(required, fieldMessages.list),
              })
              .min(1, manifestMessages.atLeastOneConsignment)
              .max(MANIFEST_MAX_CONSIGNMENTS, formMessagesB.maximum(MANIFEST_MAX_CONSIGNMENTS)),
          },
          { error: required },
        ),
      },
      { error: required },
    ),
  },
  { error: required },
);
export type CreateManifestRequest = z.input<typeof createManifestRequestSchema>;
export type CreateManifestAttributes = z.output<typeof createManifestRequestSchema>['data']['attributes'];

const namedRef = z.object({ id: z.string(), name: z.string() });

export const manifestAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
});
export type ManifestAddress = z.infer<typeof manifestAddressSchema>;

/** One consignment as staged on a manifest, with the carrier's answer. */
export const stagedConsignmentSchema = z.object({
  id: z.string(),
  consignmentNo: z.string(),
  receiverName: z.string(),
  receiverSuburb: z.string(),
  receiverState: z.string(),
  receiverPostcode: z.string(),
  serviceName: z.string(),
  itemQuantity: z.int(),
  /** Cubic millimetres and grams. */
  volume: z.number(),
  weight: z.number(),
  hasDangerousGoods: z.boolean(),
  pallets: z.object({ transferType: z.enum(palletTransferTypes), docketNumbers: z.array(z.string()) }),
  status: z.enum(stagedConsignmentStatuses).nullable(),
  code: z.string().nullable(),
  answeredAt: z.string().nullable(),
});

/** Spec 3: a manifest. Measures in cubic millimetres and grams. */
export const manifestSchema = z.object({
  id: z.string(),
  created: z.string(),
  status: z.enum(manifestStatuses),
  consignmentType: z.enum(movementTypes),
  siteId: z.string(),
  dispatchDate: z.string(),
  manifestNumber: z.string(),
  trackingNumber: z.string().nullable(),
  itemQuantity: z.int(),
  volume: z.number(),
  weight: z.number(),
  consignmentCount: z.int(),
  organisation: namedRef,
  site: namedRef,
  carrier: namedRef,
  carrierAccount: z.string(),
  agreedServices: z.array(namedRef),
  senderName: z.string(),
  dispatchAddress: manifestAddressSchema,
  hasDangerousGoods: z.boolean(),
  acknowledgedAt: z.string().nullable(),
  rejection: z.object({ rejectedAt: z.string(), code: z.string() }).nullable(),
  /** The PDF: HEAD until 200, then GET (spec 4, 7). */
  documentUrl: z.string(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** One manifest with its staged consignments (GET v0/manifests/{id}). */
export const manifestDetailSchema = manifestSchema.extend({ consignments: z.array(stagedConsignmentSchema) });
export type ManifestDetail = z.infer<typeof manifestDetailSchema>;

/** One call makes one manifest per carrier account, dispatch date and consignment type, answered together. */
export const createManifestResponseSchema = z.object({ data: z.array(manifestDetailSchema) });
export const manifestResponseSchema = z.object({ data: manifestDetailSchema });

/** Spec 7 (O13, O14): POST /api/sender/manifests/search. */
export const manifestSearchRequestSchema = siteSearchRequest(
  siteSearchFilter(MANIFEST_MAX_SITES, {
    agreedServiceIds: z
      .array(idField(), { error: fieldMessages.list })
      .max(100, formMessagesB.maximum(100))
      .optional(),
    consignmentTypes: z.array(enumField(movementTypes), { error: fieldMessages.list }).optional(),
    created: instantRangeField(formMessagesB.date),
    hasDangerousGoods: z.boolean({ error: fieldMessages.boolean }).optional(),
    status: z.array(enumField(manifestStatuses), { error: fieldMessages.list }).optional(),
  }),
  { size: DEFAULT_LIST_LIMIT, max: MANIFEST_MAX_PAGE_SIZE },
  { aliases: manifestSortAliases, defaultSort: MANIFEST_DEFAULT_SORT },
);
export type ManifestSearchRequest = z.input<typeof manifestSearchRequestSchema>;
export type ManifestSearch = z.output<typeof manifestSearchRequestSchema>;

/**
 * Spec 3 (O19): manifests, total and numPages. Matches are counted up to LIST_COUNT_CAP (DESIGN 6a): beyond it
 * total is the cap and totalCapped is true, shown as '1000+'.
 */
export const manifestSearchResponseSchema = z.object({
  manifests: z.array(manifestSchema),
  total: z.int(),
  numPages: z.int(),
  totalCapped: z.boolean().optional(),
});
export type ManifestSearchResult = z.infer<typeof manifestSearchResponseSchema>;

export const manifestIdParamsSchema = z.object({ id: idField() });

/** The carrier's acknowledgement of a manifest (DESIGN 5b): approve it (with its own reference), or reject it with a code. */
export const manifestAcknowledgementSchema = z.object(
  {
    data: z
      .object(
        {
          accept: z.boolean({ error: messageFor(required, fieldMessages.boolean) }),
          reference: optionalText(50),
          code: optionalText(50),
        },
        { error: required },
      )
      .refine((data) => data.accept || data.code !== null, {
        message: manifestMessages.rejectionCodeRequired,
        path: ['code'],
      }),
  },
  { error: required },
);

/** The carrier's answer for one staged consignment: accepted, cancelled, or rejected with a code (O09, O10). */
export const stagedConsignmentAnswerSchema = z.object(
  {
    data: z
      .object(
        {
          status: enumField(stagedConsignmentStatuses, required),
          code: optionalText(50),
        },
        { error: required },
      )
      .refine((data) => data.status !== 'rejected' || data.code !== null, {
        message: manifestMessages.codeRequired,
        path: ['code'],
      }),
  },
  { error: required },
);

export const stagedConsignmentParamsSchema = z.object({ id: idField(), consignmentId: idField() });
