import { z } from 'zod';
import { fieldMessages, idField, optionalText, requiredText } from './fields';
import { formMessagesB } from './forms';
import { queryInt } from './lists';

/** Spec (documents 2 and 3, section 5): the address service's messages, verbatim. */
export const addressMessages = {
  addressIdRequired: 'addressID is required to resolve an address',
  suggestionIdRequired: 'Suggestion ID not provided',
  estimateInvalid: 'Estimate invalid',
  estimateNotProvided: 'Estimate not provided',
  locationFieldRequired: (field: string) => `Location ${field} is required`,
  // not quoted by the spec
  suggestionNotFound: 'Suggestion not found',
  localityNotFound: 'Locality not found',
} as const;

/** Spec 9: locality suggestions are asked for 20 at a time. */
export const LOCALITY_SUGGESTION_LIMIT = 20;
export const LOCALITY_SUGGESTION_MAX = 50;
export const COUNTRY_AU = 'AU';
export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof australianStates)[number];
/** Whether a code, upper-case, names an Australian state or territory. */
export const isAustralianState = (code: string): boolean =>
  (australianStates as readonly string[]).includes(code);
export const addressSources = ['estimate', 'suggestion'] as const;
export type AddressSource = (typeof addressSources)[number];

/** The fields a complete location needs, in the order the spec lists them (document 2, 5). */
export const locationFields = [
  'timeZone',
  'line1',
  'locality',
  'postcode',
  'subdivision',
  'countryId',
] as const;
export type LocationField = (typeof locationFields)[number];

export const localitySchema = z.object({
  id: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  /** The state or territory, e.g. VIC. */
  state: z.string(),
  countryId: z.string(),
  timeZone: z.string(),
  /** The carriers' charge zone, e.g. V1 for Melbourne metro. */
  chargeZone: z.string().nullable(),
  /** 'Richmond VIC 3121' */
  label: z.string(),
});
export type Locality = z.infer<typeof localitySchema>;

export const localitySearchQuerySchema = z.object({
  q: z
    .string({ error: fieldMessages.text })
    .max(100, formMessagesB.maxLength(100))
    .optional()
    .transform((value) => value?.trim() ?? ''),
  limit: queryInt(1, LOCALITY_SUGGESTION_MAX, LOCALITY_SUGGESTION_LIMIT),
});
export const localityListResponseSchema = z.object({ data: z.array(localitySchema) });
export const localityResponseSchema = z.object({ data: localitySchema });

/** Spec 3: an address. Complete when countryId, locality, postcode and subdivision are all present. */
export const addressSchema = z.object({
  id: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  locality: z.string(),
  postcode: z.string(),
  subdivision: z.string(),
  countryId: z.string(),
  timeZone: z.string(),
  from: z.enum(addressSources),
  gnafId: z.string().nullable(),
  localityId: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressResponseSchema = z.object({ data: addressSchema });

/** The longest street line an address takes. */
export const ADDRESS_LINE_MAX = 100;

/** addressEstimate: line1 and line2 typed by the user, on a locality picked from the suggestions. */
const estimateAttributes = z.object(
  {
    line1: requiredText(ADDRESS_LINE_MAX, addressMessages.estimateInvalid),
    /** Present, possibly empty or null (spec 5: the estimate needs line2). */
    line2: z
      .string({ error: addressMessages.estimateInvalid })
      .trim()
      .max(ADDRESS_LINE_MAX, formMessagesB.maxLength(ADDRESS_LINE_MAX))
      .nullable()
      .transform((value) => (value ? value : null)),
    localitySuggestionId: idField(addressMessages.estimateInvalid),
  },
  { error: addressMessages.estimateNotProvided },
);

const suggestionAttributes = z.object(
  {
    addressSuggestionId: z
      .string({ error: addressMessages.suggestionIdRequired })
      .trim()
      .min(1, addressMessages.suggestionIdRequired)
      .max(2000, addressMessages.suggestionNotFound),
  },
  { error: addressMessages.suggestionIdRequired },
);

/** A JSON:API body whose data is one of two kinds, told apart by its type; a missing or other type is refused. */
const eitherTypeBody = <
  A extends string,
  AttrsA extends z.ZodType,
  B extends string,
  AttrsB extends z.ZodType,
>(
  [typeA, attributesA]: [A, AttrsA],
  [typeB, attributesB]: [B, AttrsB],
) =>
  z.object({
    data: z.discriminatedUnion(
      'type',
      [
        z.object({ type: z.literal(typeA), attributes: attributesA }),
        z.object({ type: z.literal(typeB), attributes: attributesB }),
      ],
      {
        error: (issue) =>
          issue.input === undefined ? formMessagesB.required : formMessagesB.oneOf([typeA, typeB]),
      },
    ),
  });

export const createAddressRequestSchema = eitherTypeBody(
  ['addressEstimate', estimateAttributes],
  ['addressSuggestion', suggestionAttributes],
);

/** An address found by verification, ready to become an address through `addressSuggestion`. */
export const addressSuggestionSchema = addressSchema
  .pick({
    id: true,
    line1: true,
    line2: true,
    locality: true,
    postcode: true,
    subdivision: true,
    countryId: true,
    timeZone: true,
  })
  .extend({ label: z.string() });
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

const locationText = (field: LocationField, max: number) =>
  requiredText(max, addressMessages.locationFieldRequired(field));

/** verifyAddress: an address typed in full; each missing part is 'Location {field} is required'. */
const verifyAddressAttributes = z.object(
  {
    line1: locationText('line1', ADDRESS_LINE_MAX),
    line2: optionalText(ADDRESS_LINE_MAX),
    locality: locationText('locality', 60),
    postcode: locationText('postcode', 4).regex(/^\d{4}$/, formMessagesB.number),
    subdivision: z
      .string({ error: addressMessages.locationFieldRequired('subdivision') })
      .trim()
      .toUpperCase()
      .min(1, addressMessages.locationFieldRequired('subdivision'))
      .refine(isAustralianState, formMessagesB.oneOf(australianStates)),
    countryId: z
      .string({ error: addressMessages.locationFieldRequired('countryId') })
      .trim()
      .toUpperCase()
      .min(1, addressMessages.locationFieldRequired('countryId'))
      .refine((value) => value === COUNTRY_AU, formMessagesB.oneOf([COUNTRY_AU])),
  },
  { error: formMessagesB.required },
);

const verifyQueryAttributes = z.object({ query: requiredText(200) }, { error: formMessagesB.required });

export const verifyRequestSchema = eitherTypeBody(
  ['verifyQuery', verifyQueryAttributes],
  ['verifyAddress', verifyAddressAttributes],
);
export type VerifyRequest = z.input<typeof verifyRequestSchema>;

/** verified: the address (verifyAddress) names a real locality; suggestions are the best matches first. */
export const verifyResponseSchema = z.object({
  data: z.object({ verified: z.boolean(), suggestions: z.array(addressSuggestionSchema) }),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const addressIdParamSchema = z.object({
  id: z.string().trim().min(1, addressMessages.addressIdRequired).max(100, addressMessages.addressIdRequired),
});

/** An address id is a UUID; anything else names no address. */
export const ADDRESS_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
