import { z } from 'zod';
import {
  dataBody,
  enumField,
  fieldMessages,
  idField,
  optionalEnumField,
  optionalText,
  requiredText,
} from './fields';
import { formMessagesB } from './forms';
import { pageQuery, pagedSchema, queryText, sortQuery } from './lists';
import { dangerousGoodsPresetMessages } from './dangerous-goods-preset-messages';

// plain constants live apart from the schemas, so the app's first load reads them without zod
export { dangerousGoodsPresetMessages } from './dangerous-goods-preset-messages';

export const DANGEROUS_GOODS_PRESET_PAGE_SIZE = 30;
export const DANGEROUS_GOODS_PRESET_MAX_PAGE_SIZE = 100;
/** Spec 7, 9: the list's default sort. */
export const DANGEROUS_GOODS_PRESET_DEFAULT_SORT = '-unNumber';

export const dgTypes = ['declarable', 'notifiable'] as const;
export type DgType = (typeof dgTypes)[number];
/** The ADG Code's classes and divisions. */
export const dgClasses = [
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
export const packingGroups = ['I', 'II', 'III'] as const;

/** Explosives, gases, organic peroxides, infectious substances and radioactive material have no packing group. */
export const classesWithoutPackingGroup: readonly string[] = [
  ...dgClasses.filter((dgClass) => dgClass.startsWith('1.') || dgClass.startsWith('2.')),
  '5.2',
  '6.2',
  '7',
];

/**
 * A declarable preset describes goods for a transport document: its class, and its packing group where the
 * class has them. Paths name the fields that are missing.
 */
export function declarableProblems(preset: {
  dgType: string;
  classOrDivision: string | null;
  packingGroup: string | null;
}): ('classOrDivision' | 'packingGroup')[] {
  if (preset.dgType !== 'declarable') return [];
  if (preset.classOrDivision === null) return ['classOrDivision'];
  if (preset.packingGroup === null && !classesWithoutPackingGroup.includes(preset.classOrDivision))
    return ['packingGroup'];
  return [];
}
export const aggregateQuantityUnits = ['mL', 'L', 'g', 'kg'] as const;

const required = formMessagesB.required;
const requiredEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input == null || issue.input === '' ? required : formMessagesB.oneOf(values)),
  });

/** 'UN1203', 'un 1203' and '1203' are all UN 1203. */
const unNumberField = z
  .string({ error: (issue) => (issue.input == null ? required : fieldMessages.text) })
  .trim()
  .min(1, required)
  .transform((value) => value.replace(/^UN\s*/i, ''))
  .pipe(z.string().regex(/^\d{4}$/, dangerousGoodsPresetMessages.unNumber));

/** Spec 5: sent only when both amount and unit are given, so a given one needs the other. */
const aggregateQuantityField = z
  .object(
    {
      amount: z
        .number({ error: formMessagesB.number })
        .positive(formMessagesB.greaterThan(0))
        .max(1_000_000, formMessagesB.maximum(1_000_000))
        .nullish(),
      unit: enumField(aggregateQuantityUnits).nullish(),
    },
    { error: fieldMessages.object },
  )
  .superRefine((quantity, ctx) => {
    const hasAmount = quantity.amount != null;
    const hasUnit = quantity.unit != null;
    if (hasAmount && !hasUnit) ctx.addIssue({ code: 'custom', message: required, path: ['unit'] });
    if (hasUnit && !hasAmount) ctx.addIssue({ code: 'custom', message: required, path: ['amount'] });
  })
  .nullish()
  .transform((quantity) =>
    quantity?.amount != null && quantity.unit != null
      ? { amount: quantity.amount, unit: quantity.unit }
      : null,
  );

/** Spec 5: the fields only a declarable preset has. */
export const declarableDetailFields = [
  'technicalName',
  'classOrDivision',
  'subsidiaryRisks',
  'packingGroup',
  'receptacle',
  'receptacleAggregateQuantity',
] as const;

const presetFields = {
  dgType: requiredEnum(dgTypes),
  properShippingName: requiredText(200),
  unNumber: unNumberField,
  productDescription: optionalText(200),
  technicalName: optionalText(200),
  classOrDivision: optionalEnumField(dgClasses),
  subsidiaryRisks: z
    .array(enumField(dgClasses), { error: fieldMessages.list })
    .max(3, formMessagesB.maximum(3))
    .refine((risks) => new Set(risks).size === risks.length, formMessagesB.unique)
    .nullish()
    .transform((risks) => risks ?? []),
  packingGroup: optionalEnumField(packingGroups),
  receptacle: optionalText(100),
  receptacleAggregateQuantity: aggregateQuantityField,
};

type PresetFields = z.output<z.ZodObject<typeof presetFields>>;

/** A notifiable preset carries no declarable detail (spec 5). */
function checkDetailFields(preset: PresetFields, ctx: z.RefinementCtx) {
  for (const field of declarableProblems(preset))
    ctx.addIssue({ code: 'custom', message: required, path: [field] });
  if (preset.dgType !== 'notifiable') return;
  for (const field of declarableDetailFields) {
    const value = preset[field];
    const given = Array.isArray(value) ? value.length > 0 : value !== null;
    if (given)
      ctx.addIssue({ code: 'custom', message: dangerousGoodsPresetMessages.declarableOnly, path: [field] });
  }
}

export const createDangerousGoodsPresetRequestSchema = dataBody(
  z.object({ siteId: idField(), ...presetFields }, { error: required }).superRefine(checkDetailFields),
);
export type CreateDangerousGoodsPresetRequest = z.input<typeof createDangerousGoodsPresetRequestSchema>;

export const updateDangerousGoodsPresetRequestSchema = dataBody(
  z.object(presetFields, { error: required }).superRefine(checkDetailFields),
);
export type UpdateDangerousGoodsPresetRequest = z.input<typeof updateDangerousGoodsPresetRequestSchema>;

export const dangerousGoodsPresetSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  dgType: z.enum(dgTypes),
  notifiable: z.boolean(),
  properShippingName: z.string(),
  technicalName: z.string().nullable(),
  productDescription: z.string().nullable(),
  unNumber: z.string(),
  classOrDivision: z.string().nullable(),
  subsidiaryRisks: z.array(z.string()),
  packingGroup: z.string().nullable(),
  receptacle: z.string().nullable(),
  receptacleAggregateQuantity: z.object({ amount: z.number(), unit: z.string() }).nullable(),
  lastUsed: z.string().nullable(),
});
export type DangerousGoodsPreset = z.infer<typeof dangerousGoodsPresetSchema>;

export const dangerousGoodsPresetResponseSchema = z.object({ data: dangerousGoodsPresetSchema });
export const dangerousGoodsPresetListResponseSchema = pagedSchema(dangerousGoodsPresetSchema);

export const dangerousGoodsPresetSortAliases = [
  'unNumber',
  'properShippingName',
  'classOrDivision',
  'packingGroup',
  'dgType',
  'lastUsed',
  'created',
  'updated',
] as const;

export const dangerousGoodsPresetListQuerySchema = z.object({
  'filter[siteId]': idField(),
  q: queryText(200),
  sort: sortQuery(dangerousGoodsPresetSortAliases, DANGEROUS_GOODS_PRESET_DEFAULT_SORT),
  ...pageQuery(DANGEROUS_GOODS_PRESET_PAGE_SIZE, DANGEROUS_GOODS_PRESET_MAX_PAGE_SIZE),
});
