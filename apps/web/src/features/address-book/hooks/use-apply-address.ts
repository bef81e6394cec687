import type { Address } from '@freight/contracts';
import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { localityLabelOf } from '../lib/entry-form';
import type { EntryForm } from '../lib/entry-form';

/**
 * Puts an address made by verification into the entry form: its street, second line and locality, and itself.
 * The picked suggestion's button goes away with its list, so the focus moves to the street it filled in rather
 * than falling out of the form.
 */
export function useApplyAddress(): (address: Address) => void {
  const { setValue, clearErrors, setFocus } = useFormContext<EntryForm>();
  return useCallback(
    (address: Address) => {
      const options = { shouldDirty: true, shouldValidate: false } as const;
      setValue('line1', address.line1, options);
      setValue('addressLine2', address.line2 ?? '', options);
      setValue('locality', { id: address.localityId, label: localityLabelOf(address) }, options);
      setValue('madeAddress', address, options);
      clearErrors(['line1', 'addressLine2', 'locality']);
      setFocus('line1');
    },
    [setValue, clearErrors, setFocus],
  );
}
