import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { displayMessageFor } from '../../lib/display-message';
import { findPresetByCode } from '../api/find-preset';
import type { ShipmentForm } from '../lib/shipment-form';
import { presetToLine } from '../lib/preset-to-line';

/** Not quoted by the spec. */
export const PRESET_NOT_FOUND = 'no shipping item preset has this code';

/**
 * The quick access code of a line: looks the code up among the site's shipping item presets and fills the
 * line from the one found.
 */
export function usePresetLookup(siteId: string) {
  const { getValues, setValue, setError, clearErrors } = useFormContext<ShipmentForm>();
  const [busy, setBusy] = useState<number | null>(null);

  const lookup = async (index: number) => {
    const line = getValues(`lineItems.${index}`);
    const code = line.code.trim();
    if (!code) return;
    setBusy(index);
    try {
      const preset = await findPresetByCode(siteId, code);
      if (!preset) {
        setError(`lineItems.${index}.code`, { type: 'lookup', message: PRESET_NOT_FOUND });
        return;
      }
      clearErrors(`lineItems.${index}`);
      const fill = presetToLine(preset);
      const options = { shouldDirty: true, shouldValidate: true };
      const at = `lineItems.${index}` as const;
      setValue(`${at}.code`, fill.code, options);
      setValue(`${at}.presetId`, fill.presetId, options);
      setValue(`${at}.packagingType`, fill.packagingType, options);
      setValue(`${at}.description`, fill.description, options);
      // measures the preset leaves out keep what was typed
      if (fill.length !== undefined) setValue(`${at}.length`, fill.length, options);
      if (fill.width !== undefined) setValue(`${at}.width`, fill.width, options);
      if (fill.height !== undefined) setValue(`${at}.height`, fill.height, options);
      if (fill.weight !== undefined) setValue(`${at}.weight`, fill.weight, options);
    } catch (error) {
      setError(`lineItems.${index}.code`, { type: 'lookup', message: displayMessageFor(error) });
    } finally {
      setBusy(null);
    }
  };

  return { lookup, busy };
}
