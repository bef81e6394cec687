import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { findPresetByCode } from '../api/find-preset';
import type { EstimateForm } from '../lib/estimate-form';
import { presetToLine } from '../lib/preset-to-line';

/** Not quoted by the spec. */
export const PRESET_NOT_FOUND = 'no shipping item preset has this code';

/**
 * The quick access code of a line: looks the code up among the site's shipping item presets and fills the
 * line from the one found.
 */
export function usePresetLookup(siteId: string) {
  const { getValues, setValue, setError, clearErrors } = useFormContext<EstimateForm>();
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
      for (const [key, value] of Object.entries(fill) as [keyof typeof fill, string | number | null][])
        setValue(`lineItems.${index}.${key}`, value, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      setError(`lineItems.${index}.code`, { type: 'lookup', message: displayMessageFor(error) });
    } finally {
      setBusy(null);
    }
  };

  return { lookup, busy };
}
