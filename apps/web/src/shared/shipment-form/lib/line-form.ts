import {
  aggregateQuantityUnits,
  dgClasses,
  formMessagesB,
  MAX_DIMENSION_MM,
  MAX_ITEM_WEIGHT_G,
  MAX_QUANTITY,
  packagingTypeNames,
  packingGroups,
} from '@freight/contracts';
import type { DangerousGoodsLine } from '@freight/contracts';
import { G_PER_KG, MM_PER_CM } from '@freight/rules';
import { z } from 'zod';

const required = formMessagesB.required;

export const CM_DECIMALS = 1;
export const KG_DECIMALS = 3;
export const MAX_CM = MAX_DIMENSION_MM / MM_PER_CM;
export const MAX_KG = MAX_ITEM_WEIGHT_G / G_PER_KG;

export const hasAtMostDecimals = (value: number, decimals: number) =>
  Number.isInteger(Math.round(value * 10 ** decimals * 1e6) / 1e6);

/** Empty controls hold null; a required one fails with the required message and is never null once valid. */
export function presentOrIssue<T>(value: T | null, ctx: z.RefinementCtx): T {
  if (value !== null) return value;
  ctx.addIssue({ code: 'custom', message: required });
  return z.NEVER;
}

/** A required number typed on screen; empty is null until validated. */
export const amount = (min: number, max: number, decimals: number, exclusiveMin = false) =>
  z
    .number({ error: formMessagesB.number })
    .refine((value) => (exclusiveMin ? value > min : value >= min), {
      message: exclusiveMin ? formMessagesB.greaterThan(min) : formMessagesB.minimum(min),
      abort: true,
    })
    .refine((value) => value <= max, formMessagesB.maximum(max))
    .refine(
      (value) => hasAtMostDecimals(value, decimals),
      decimals === 0 ? formMessagesB.integer : formMessagesB.decimals(decimals),
    )
    .nullable()
    .transform(presentOrIssue);

/** The fields of a dangerous goods entry the forms do not show. */
export type KeptDangerousGoods = Partial<Pick<DangerousGoodsLine, 'productDescription' | 'subsidiaryRisks'>>;

/** Spec 3: the dangerous goods of a line, as far as the forms ask for them. */
export const dangerousGoodsFormSchema = z.object({
  /** The server's id of an entry already saved, so it keeps it. */
  id: z.string().nullable().optional(),
  /** The dangerous goods preset the entry was filled from, if any. */
  presetId: z.string().nullable().optional(),
  unNumber: z
    .string()
    .trim()
    .min(1, required)
    .regex(/^(UN\s*)?\d{4}$/i, 'must be a 4-digit UN number'),
  properShippingName: z.string().trim().min(1, required).max(200, formMessagesB.maxLength(200)),
  /** The substance an N.O.S. name stands for, printed after it on the documents; empty is none. */
  technicalName: z.string().trim().max(200, formMessagesB.maxLength(200)).default(''),
  classOrDivision: z.enum(dgClasses).nullable(),
  packingGroup: z.enum(packingGroups).nullable(),
  /** What the DG summary prints of the goods: the packages, and the aggregate quantity in each. */
  receptacle: z.string().trim().max(100, formMessagesB.maxLength(100)).default(''),
  receptacleCount: z
    .number({ error: formMessagesB.number })
    .int(formMessagesB.integer)
    .min(1, formMessagesB.minimum(1))
    .max(MAX_QUANTITY, formMessagesB.maximum(MAX_QUANTITY))
    .nullable()
    .default(null),
  quantityAmount: z
    .number({ error: formMessagesB.number })
    .positive(formMessagesB.greaterThan(0))
    .nullable()
    .default(null),
  quantityUnit: z.enum(aggregateQuantityUnits).nullable().default(null),
  /** Spec 3 (M40): only a notifiable entry carries a notification; the wire drops it otherwise. */
  notifiable: z.boolean().default(false),
  notification: z.string().trim().max(500, formMessagesB.maxLength(500)).default(''),
  /** What a saved entry carries beyond these fields, sent back as it was so an edit loses nothing. */
  kept: z.custom<KeptDangerousGoods>().optional(),
});
export type DangerousGoodsForm = z.input<typeof dangerousGoodsFormSchema>;

/** Spec 3: a count of one lender's pallets on a line; empty (or never typed) is none. */
const palletCount = z
  .number({ error: formMessagesB.number })
  .int(formMessagesB.integer)
  .min(0, formMessagesB.minimum(0))
  .max(MAX_QUANTITY, formMessagesB.maximum(MAX_QUANTITY))
  .nullish()
  .transform((count) => count ?? null);

/** Spec 3 (M34): a line's pallets by lender, typed only while the site manages pallets. */
export const linePalletsFormSchema = z.object({ chep: palletCount, loscam: palletCount, other: palletCount });
export const noPallets = (): z.output<typeof linePalletsFormSchema> => ({
  chep: null,
  loscam: null,
  other: null,
});

/** A line as typed: centimetres and kilograms; the wire takes whole millimetres and grams. */
export const lineFormSchema = z.object({
  /** Stable identity for the list's rows, and the line's key in error pointers. */
  key: z.string(),
  /** The server's id of a line already saved, so it keeps it (and its items' SSCCs). */
  id: z.string().nullable().optional(),
  code: z.string().max(20, formMessagesB.maxLength(20)),
  presetId: z.string().nullable(),
  packagingType: z.enum(packagingTypeNames, { error: required }).nullable().transform(presentOrIssue),
  description: z.string().max(200, formMessagesB.maxLength(200)),
  quantity: amount(1, MAX_QUANTITY, 0),
  // more than 0, as the contract's whole millimetres and grams from 1, for every line (quoted, booked, picked up)
  length: amount(0, MAX_CM, CM_DECIMALS, true),
  width: amount(0, MAX_CM, CM_DECIMALS, true),
  height: amount(0, MAX_CM, CM_DECIMALS, true),
  weight: amount(0, MAX_KG, KG_DECIMALS, true),
  dangerousGoods: z.array(dangerousGoodsFormSchema).max(20, formMessagesB.maximum(20)),
  pallets: linePalletsFormSchema.default(noPallets),
});
export type LineForm = z.input<typeof lineFormSchema>;
export type LineValues = z.output<typeof lineFormSchema>;

/** The fields of a line, and of its dangerous goods entries, that a server error pointer can name. */
export const linePointerFields = [
  'packagingType',
  'description',
  'quantity',
  'length',
  'width',
  'height',
  'weight',
] as const;
export const dangerousGoodsPointerFields = [
  'unNumber',
  'properShippingName',
  'technicalName',
  'classOrDivision',
  'packingGroup',
  'notification',
  'receptacle',
  'receptacleCount',
] as const;

/** The form field of a dangerous goods pointer: the aggregate quantity is typed as an amount and a unit. */
export function dangerousGoodsPointerField(
  name: string | undefined,
  sub: string | undefined,
): (typeof dangerousGoodsPointerFields)[number] | 'quantityAmount' | 'quantityUnit' | undefined {
  if (name === 'receptacleAggregateQuantity' || name === 'totalAggregateQuantity')
    return sub === 'unit' ? 'quantityUnit' : 'quantityAmount';
  return dangerousGoodsPointerFields.find((field) => field === name);
}

/**
 * Spec 3: dangerous goods that are declarable print on a transport document, so a consignment needs their
 * class, receptacle, count and quantity; every entry needs its count of packages.
 */
export function checkDangerousGoodsTransport(
  entry: z.output<typeof dangerousGoodsFormSchema>,
  ctx: z.RefinementCtx,
  path: (string | number)[],
) {
  const need = (field: string) => ctx.addIssue({ code: 'custom', message: required, path: [...path, field] });
  if (entry.receptacleCount === null) need('receptacleCount');
  if (entry.notifiable) return;
  if (entry.classOrDivision === null) need('classOrDivision');
  if (!entry.receptacle) need('receptacle');
  if (entry.quantityAmount === null) need('quantityAmount');
  if (entry.quantityUnit === null) need('quantityUnit');
}
