import { formMessagesB, MAX_LENGTH_MM, MAX_WEIGHT_G, packagingTypeNames } from '@freight/contracts';
import type {
  PackagingTypeName,
  ShippingItemPreset,
  UpdateShippingItemPresetRequest,
} from '@freight/contracts';
import { cmToMm, G_PER_KG, gToKg, kgToG, MM_PER_CM, mmToCm, roundTo } from '@freight/rules';
import { z } from 'zod';

const MAX_CM = MAX_LENGTH_MM / MM_PER_CM;
const MAX_KG = MAX_WEIGHT_G / G_PER_KG;

/**
 * A measure typed in cm or kg; empty is null. The wire takes whole millimetres and grams, so cm carry at most one
 * decimal place and kg three (a 150 g jiffy bag is 0.15 kg).
 */
const measure = (max: number, decimals: number) =>
  z
    .number({ error: formMessagesB.number })
    .positive(formMessagesB.greaterThan(0))
    .max(max, formMessagesB.maximum(max))
    .refine(
      (value) => Number.isInteger(Math.round(value * 10 ** decimals * 1e6) / 1e6),
      formMessagesB.decimals(decimals),
    )
    .nullable();

export const CM_DECIMALS = 1;
export const KG_DECIMALS = 3;

const isPackagingType = (value: string): value is PackagingTypeName =>
  (packagingTypeNames as readonly string[]).includes(value);

export const presetFormSchema = z.object({
  quickAccessCode: z
    .string()
    .min(1, formMessagesB.required)
    .max(20, formMessagesB.maxLength(20))
    .regex(/^\S*$/, formMessagesB.spaces),
  description: z.string().trim().min(1, formMessagesB.required).max(100, formMessagesB.maxLength(100)),
  packagingType: z
    .string()
    .nullable()
    .refine(
      (value): value is PackagingTypeName => value !== null && isPackagingType(value),
      formMessagesB.required,
    ),
  length: measure(MAX_CM, CM_DECIMALS),
  width: measure(MAX_CM, CM_DECIMALS),
  height: measure(MAX_CM, CM_DECIMALS),
  weight: measure(MAX_KG, KG_DECIMALS),
});
export type PresetForm = z.input<typeof presetFormSchema>;

export const emptyPresetForm = (): PresetForm => ({
  quickAccessCode: '',
  description: '',
  packagingType: null,
  length: null,
  width: null,
  height: null,
  weight: null,
});

const toCm = (mm: number | null) => (mm === null ? null : roundTo(mmToCm(mm), CM_DECIMALS));
const toKg = (g: number | null) => (g === null ? null : roundTo(gToKg(g), KG_DECIMALS));

/** The API's millimetres and grams as the screen's centimetres and kilograms. */
export const presetToForm = (preset: ShippingItemPreset): PresetForm => ({
  quickAccessCode: preset.quickAccessCode,
  description: preset.description,
  packagingType: preset.packagingType,
  length: toCm(preset.length),
  width: toCm(preset.width),
  height: toCm(preset.height),
  weight: toKg(preset.weight),
});

/** Spec 3, 9: centimetres and kilograms back to whole millimetres and grams for the wire. */
export function presetFromForm(form: PresetForm): UpdateShippingItemPresetRequest['data'] {
  const mm = (cm: number | null) => (cm === null ? null : cmToMm(cm));
  return {
    quickAccessCode: form.quickAccessCode,
    description: form.description.trim(),
    packagingType: form.packagingType ?? '',
    length: mm(form.length),
    width: mm(form.width),
    height: mm(form.height),
    weight: form.weight === null ? null : kgToG(form.weight),
  };
}
