import {
  dgClasses,
  formMessagesB,
  MAX_DIMENSION_MM,
  MAX_ITEM_WEIGHT_G,
  MAX_QUANTITY,
  movementTypes,
  packagingTypeNames,
  packingGroups,
  shippingCostRecoveryTypes,
} from '@freight/contracts';
import { G_PER_KG, MM_PER_CM } from '@freight/rules';
import { z } from 'zod';

const required = formMessagesB.required;

export const CM_DECIMALS = 1;
export const KG_DECIMALS = 3;
const MAX_CM = MAX_DIMENSION_MM / MM_PER_CM;
const MAX_KG = MAX_ITEM_WEIGHT_G / G_PER_KG;

const hasAtMostDecimals = (value: number, decimals: number) =>
  Number.isInteger(Math.round(value * 10 ** decimals * 1e6) / 1e6);

/** Empty controls hold null; a required one fails with the required message and is never null once valid. */
function presentOrIssue<T>(value: T | null, ctx: z.RefinementCtx): T {
  if (value !== null) return value;
  ctx.addIssue({ code: 'custom', message: required });
  return z.NEVER;
}

/** A required number typed on screen; empty is null until validated. */
const amount = (min: number, max: number, decimals: number, exclusiveMin = false) =>
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

/** How a sender or receiver is given: the site's own address, an address book entry, or a suburb only. */
export const locationModes = ['site', 'entry', 'locality'] as const;
export type LocationMode = (typeof locationModes)[number];

export const pickedEntrySchema = z.object({ id: z.string(), name: z.string(), address: z.string() });
export type PickedEntry = z.infer<typeof pickedEntrySchema>;
export const pickedLocalitySchema = z.object({ id: z.string(), label: z.string() });
export type PickedLocality = z.infer<typeof pickedLocalitySchema>;

export const locationFormSchema = z
  .object({
    mode: z.enum(locationModes),
    entry: pickedEntrySchema.nullable(),
    locality: pickedLocalitySchema.nullable(),
    residential: z.boolean(),
  })
  .superRefine((location, ctx) => {
    if (location.mode === 'entry' && !location.entry)
      ctx.addIssue({ code: 'custom', message: required, path: ['entry'] });
    if (location.mode === 'locality' && !location.locality)
      ctx.addIssue({ code: 'custom', message: required, path: ['locality'] });
  });
export type LocationForm = z.input<typeof locationFormSchema>;

/** Spec 3: the dangerous goods of a line, as far as an estimate needs them. */
export const dangerousGoodsFormSchema = z.object({
  unNumber: z
    .string()
    .trim()
    .min(1, required)
    .regex(/^(UN\s*)?\d{4}$/i, 'must be a 4-digit UN number'),
  properShippingName: z.string().trim().min(1, required).max(200, formMessagesB.maxLength(200)),
  classOrDivision: z.enum(dgClasses).nullable(),
  packingGroup: z.enum(packingGroups).nullable(),
});
export type DangerousGoodsForm = z.input<typeof dangerousGoodsFormSchema>;

/** A line as typed: centimetres and kilograms; the wire takes whole millimetres and grams. */
export const lineFormSchema = z.object({
  /** Stable identity for the list's rows. */
  key: z.string(),
  code: z.string().max(20, formMessagesB.maxLength(20)),
  presetId: z.string().nullable(),
  packagingType: z.enum(packagingTypeNames, { error: required }).nullable().transform(presentOrIssue),
  description: z.string().max(200, formMessagesB.maxLength(200)),
  quantity: amount(1, MAX_QUANTITY, 0),
  length: amount(0, MAX_CM, CM_DECIMALS),
  width: amount(0, MAX_CM, CM_DECIMALS),
  height: amount(0, MAX_CM, CM_DECIMALS),
  weight: amount(0, MAX_KG, KG_DECIMALS, true),
  dangerousGoods: z.array(dangerousGoodsFormSchema).max(20, formMessagesB.maximum(20)),
});
export type LineForm = z.input<typeof lineFormSchema>;

/** Dollars for the amounts, a percent for the markup percentage. */
export const recoveryFormSchema = z
  .object({
    type: z.enum(shippingCostRecoveryTypes),
    value: z.number({ error: formMessagesB.number }).min(0, formMessagesB.minimum(0)).nullable(),
  })
  .superRefine((recovery, ctx) => {
    if (recovery.type === 'none') return;
    if (recovery.value === null) ctx.addIssue({ code: 'custom', message: required, path: ['value'] });
    else if (!hasAtMostDecimals(recovery.value, recovery.type === 'markupPercentage' ? 4 : 2))
      ctx.addIssue({
        code: 'custom',
        message: formMessagesB.decimals(recovery.type === 'markupPercentage' ? 4 : 2),
        path: ['value'],
      });
  });
export type RecoveryForm = z.input<typeof recoveryFormSchema>;

export const estimateFormSchema = z.object({
  dispatchDate: z
    .string()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, formMessagesB.date),
  type: z.enum(movementTypes),
  sender: locationFormSchema,
  receiver: locationFormSchema,
  receiverOptions: z.object({
    authorityToLeave: z.boolean(),
    deliveryTimeslotRequired: z.boolean(),
    tailgate: z.boolean(),
    handUnload: z.boolean(),
  }),
  references: z
    .array(z.string().trim().min(1, required).max(100, formMessagesB.maxLength(100)))
    .max(10, formMessagesB.maximum(10)),
  lineItems: z.array(lineFormSchema).min(1, required),
  recovery: recoveryFormSchema,
});
export type EstimateForm = z.input<typeof estimateFormSchema>;
export type EstimateFormValues = z.output<typeof estimateFormSchema>;
