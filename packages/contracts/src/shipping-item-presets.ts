import { z } from 'zod';
import { packagingTypeNames, type PackagingTypeName } from './context';
import { dataBody, fieldMessages, idField, measureField, orNull } from './fields';
import { formMessagesB } from './forms';
import { commaParts, highlightQuery, pageQuery, pagedSchema, queryText, sortQuery } from './lists';
import { MAX_DIMENSION_MM, MAX_ITEM_WEIGHT_G } from './quotes';

/** Spec (document 3, 5 and 8), verbatim. */
export const shippingItemPresetMessages = {
  required: (field: string) => `${field} is required`,
  invalidPackagingType: (type: string) => `${type} is not a valid packagingType`,
  codeExists: 'Code already exists, try a different one',
  notOfSite: 'is not a shipping item preset of this site',
} as const;

export const SHIPPING_ITEM_PRESET_PAGE_SIZE = 30;
/** Spec 7, 9: the lookup by quick access code asks for up to 9000 presets at once. */
export const SHIPPING_ITEM_PRESET_LOOKUP_LIMIT = 9000;
/** Wire units: millimetres and grams. A line's limits, so a preset always fills a line that is taken. */
export const MAX_LENGTH_MM = MAX_DIMENSION_MM;
export const MAX_WEIGHT_G = MAX_ITEM_WEIGHT_G;

const required = shippingItemPresetMessages.required;
const isPackagingType = (value: string): value is PackagingTypeName =>
  (packagingTypeNames as readonly string[]).includes(value);

const text = (field: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input == null ? required(field) : fieldMessages.text) })
    .trim()
    .min(1, required(field))
    .max(max, formMessagesB.maxLength(max));

export const packagingTypeField = z
  .string({ error: (issue) => (issue.input == null ? required('packagingType') : fieldMessages.text) })
  .min(1, required('packagingType'))
  .refine(isPackagingType, {
    error: (issue) => shippingItemPresetMessages.invalidPackagingType(String(issue.input)),
  })
  .transform((value) => value as PackagingTypeName);

const optionalMeasure = (max: number) => orNull(measureField(max));

/** Spec 3: dimensions in millimetres and weight in grams; the server rounds them to whole numbers. */
const presetFields = {
  quickAccessCode: text('quickAccessCode', 20).regex(/^\S+$/, formMessagesB.spaces),
  description: text('description', 100),
  packagingType: packagingTypeField,
  length: optionalMeasure(MAX_LENGTH_MM),
  width: optionalMeasure(MAX_LENGTH_MM),
  height: optionalMeasure(MAX_LENGTH_MM),
  weight: optionalMeasure(MAX_WEIGHT_G),
};

const dataOf = <T extends z.ZodType>(attributes: T) => dataBody(attributes, required('data'));

export const createShippingItemPresetRequestSchema = dataOf(
  z.object({ siteId: idField(required('siteId')), ...presetFields }, { error: required('data') }),
);
export type CreateShippingItemPresetRequest = z.input<typeof createShippingItemPresetRequestSchema>;

/** Spec 7: the update carries the preset's fields; its site does not change. */
export const updateShippingItemPresetRequestSchema = dataOf(
  z.object(presetFields, { error: required('data') }),
);
export type UpdateShippingItemPresetRequest = z.input<typeof updateShippingItemPresetRequestSchema>;

export const shippingItemPresetSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  quickAccessCode: z.string(),
  description: z.string(),
  packagingType: z.enum(packagingTypeNames),
  length: z.int().nullable(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  weight: z.int().nullable(),
});
export type ShippingItemPreset = z.infer<typeof shippingItemPresetSchema>;

export const shippingItemPresetListItemSchema = shippingItemPresetSchema.extend({
  highlight: z.object({ quickAccessCode: z.string(), description: z.string() }).optional(),
});
export type ShippingItemPresetListItem = z.infer<typeof shippingItemPresetListItemSchema>;

export const shippingItemPresetResponseSchema = z.object({ data: shippingItemPresetSchema });
export const shippingItemPresetListResponseSchema = pagedSchema(shippingItemPresetListItemSchema);

export const shippingItemPresetSortAliases = [
  'quickAccessCode',
  'description',
  'packagingType',
  'length',
  'width',
  'height',
  'weight',
  'created',
  'updated',
] as const;

/** Spec 5, 7: filter[packagingType] takes one type or several joined with commas, each a known type. */
const packagingTypeFilter = z
  .string({ error: fieldMessages.text })
  .max(200, formMessagesB.maxLength(200))
  .optional()
  .transform((value, ctx): PackagingTypeName[] | undefined => {
    const types = commaParts(value ?? '');
    if (types.length === 0) return undefined;
    const invalid = types.find((type) => !isPackagingType(type));
    if (invalid !== undefined) {
      ctx.addIssue({ code: 'custom', message: shippingItemPresetMessages.invalidPackagingType(invalid) });
      return z.NEVER;
    }
    return types.filter(isPackagingType);
  });

export const shippingItemPresetListQuerySchema = z.object({
  'filter[siteId]': idField(required('siteId')),
  'filter[packagingType]': packagingTypeFilter,
  q: queryText(200),
  sort: sortQuery(shippingItemPresetSortAliases, 'quickAccessCode'),
  ...pageQuery(SHIPPING_ITEM_PRESET_PAGE_SIZE, SHIPPING_ITEM_PRESET_LOOKUP_LIMIT),
  ...highlightQuery,
});
