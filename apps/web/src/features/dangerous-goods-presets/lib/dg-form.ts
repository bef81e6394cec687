import {
  aggregateQuantityUnits,
  dangerousGoodsPresetMessages,
  declarableProblems,
  dgClasses,
  dgTypes,
  formMessagesB,
  packingGroups,
} from '@freight/contracts';
import type { DangerousGoodsPreset, UpdateDangerousGoodsPresetRequest } from '@freight/contracts';
import { z } from 'zod';

const text = (max: number) => z.string().max(max, formMessagesB.maxLength(max));
const oneOfOrNull = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: formMessagesB.oneOf(values) }).nullable();

export const dgFormSchema = z
  .object({
    dgType: z.enum(dgTypes, { error: formMessagesB.required }),
    unNumber: z
      .string()
      .trim()
      .min(1, formMessagesB.required)
      // blank is left to the required check
      .regex(/^((UN\s*)?\d{4})?$/i, dangerousGoodsPresetMessages.unNumber),
    properShippingName: text(200).trim().min(1, formMessagesB.required),
    productDescription: text(200),
    technicalName: text(200),
    classOrDivision: oneOfOrNull(dgClasses),
    subsidiaryRisks: z
      .array(z.enum(dgClasses, { error: formMessagesB.oneOf(dgClasses) }))
      .max(3, formMessagesB.maximum(3))
      .refine((risks) => new Set(risks).size === risks.length, formMessagesB.unique),
    packingGroup: oneOfOrNull(packingGroups),
    receptacle: text(100),
    amount: z
      .number({ error: formMessagesB.number })
      .positive(formMessagesB.greaterThan(0))
      .max(1_000_000, formMessagesB.maximum(1_000_000))
      .nullable(),
    unit: oneOfOrNull(aggregateQuantityUnits),
  })
  .superRefine((form, ctx) => {
    const required = (field: keyof typeof form, message: string = formMessagesB.required) =>
      ctx.addIssue({ code: 'custom', message, path: [field] });
    for (const field of declarableProblems(form)) required(field);
    if (form.dgType !== 'declarable') return;
    // the packing group's label reads as required until a class without one is chosen, and so does its check
    if (form.classOrDivision === null && form.packingGroup === null) required('packingGroup');
    // both fields are optional, but an aggregate quantity needs both halves: the message says so, not "blank"
    if (form.amount !== null && form.unit === null)
      required('unit', dangerousGoodsPresetMessages.unitWithQuantity);
    if (form.unit !== null && form.amount === null)
      required('amount', dangerousGoodsPresetMessages.quantityWithUnit);
  });
export type DgForm = z.input<typeof dgFormSchema>;

export const emptyDgForm = (): DgForm => ({
  dgType: 'declarable',
  unNumber: '',
  properShippingName: '',
  productDescription: '',
  technicalName: '',
  classOrDivision: null,
  subsidiaryRisks: [],
  packingGroup: null,
  receptacle: '',
  amount: null,
  unit: null,
});

/** A value from the API, if it is one the form offers. */
const within = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  values.find((v) => v === value) ?? null;

export const dgToForm = (preset: DangerousGoodsPreset): DgForm => ({
  dgType: preset.dgType,
  unNumber: preset.unNumber,
  properShippingName: preset.properShippingName,
  productDescription: preset.productDescription ?? '',
  technicalName: preset.technicalName ?? '',
  classOrDivision: within(dgClasses, preset.classOrDivision),
  subsidiaryRisks: preset.subsidiaryRisks.flatMap((risk) => within(dgClasses, risk) ?? []),
  packingGroup: within(packingGroups, preset.packingGroup),
  receptacle: preset.receptacle ?? '',
  amount: preset.receptacleAggregateQuantity?.amount ?? null,
  unit: within(aggregateQuantityUnits, preset.receptacleAggregateQuantity?.unit),
});

type DgPayload = UpdateDangerousGoodsPresetRequest['data'];
const orNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * Spec 5: the detail fields are sent only for a declarable preset, and the receptacle aggregate quantity only when
 * both its amount and unit are given.
 */
export function dgFromForm(form: DgForm): DgPayload {
  const base = {
    dgType: form.dgType,
    unNumber: form.unNumber.trim(),
    properShippingName: form.properShippingName.trim(),
    productDescription: orNull(form.productDescription),
  };
  if (form.dgType !== 'declarable') return base;
  return {
    ...base,
    technicalName: orNull(form.technicalName),
    classOrDivision: form.classOrDivision,
    subsidiaryRisks: form.subsidiaryRisks,
    packingGroup: form.packingGroup,
    receptacle: orNull(form.receptacle),
    ...(form.amount !== null && form.unit !== null
      ? { receptacleAggregateQuantity: { amount: form.amount, unit: form.unit } }
      : {}),
  };
}
