import type { ShippingItemPreset } from '@freight/contracts';
import { gToKg, mmToCm, roundTo } from '@freight/rules';
import { CM_DECIMALS, KG_DECIMALS } from './line-form';
import type { LineForm } from './line-form';

type PresetFill = Pick<LineForm, 'code' | 'presetId' | 'packagingType' | 'description'> &
  Partial<Pick<LineForm, 'length' | 'width' | 'height' | 'weight'>>;

const cm = (mm: number | null) => (mm === null ? undefined : roundTo(mmToCm(mm), CM_DECIMALS));

/**
 * What a shipping item preset fills in a line: its code, packaging, description and, in cm and kg, the
 * measures it has (a preset may leave some out; the line keeps what was typed there).
 */
export function presetToLine(preset: ShippingItemPreset): PresetFill {
  const fill: PresetFill = {
    code: preset.quickAccessCode,
    presetId: preset.id,
    packagingType: preset.packagingType,
    description: preset.description,
  };
  const length = cm(preset.length);
  const width = cm(preset.width);
  const height = cm(preset.height);
  if (length !== undefined) fill.length = length;
  if (width !== undefined) fill.width = width;
  if (height !== undefined) fill.height = height;
  if (preset.weight !== null) fill.weight = roundTo(gToKg(preset.weight), KG_DECIMALS);
  return fill;
}
