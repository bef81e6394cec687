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

/** A measure typed in cm or kg; empty is null. Whole numbers are typed, so rounding only tidies old values. */
const measure = (max: number) =>
  z
    .number({ error: formMessagesB.number })
    .min(1, formMessagesB.minimum(1))
    .max(max, formMessagesB.maximum(max))
    .nullable();

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
  length: measure(MAX_CM),
  width: measure(MAX_CM),
  height: measure(MAX_CM),
  weight: measure(MAX_KG),
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

const toCm = (mm: number | null) => (mm === null ? null : roundTo(mmToCm(mm), 1));
const toKg = (g: number | null) => (g === null ? null : roundTo(gToKg(g), 3));

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
