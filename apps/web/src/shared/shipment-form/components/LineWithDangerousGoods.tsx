import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useQuietRemove } from '../hooks/use-quiet-remove';
import { newDangerousGoods } from '../lib/new-line';
import type { ShipmentForm } from '../lib/shipment-form';
import { DangerousGoodsFields } from './DangerousGoodsFields';
import { LineItemRow } from './LineItemRow';
import type { LineItemRowProps } from './LineItemRow';

/** A line that may carry dangerous goods: the row offers to add them, and they show under it once added. */
export function LineWithDangerousGoods({
  siteId,
  ...props
}: Omit<LineItemRowProps, 'dangerousGoods' | 'onAddDangerousGoods'> & { siteId: string }) {
  const { control, getValues, setValue, setFocus } = useFormContext<ShipmentForm>();
  const path = `lineItems.${props.index}.dangerousGoods` as const;
  const { fields } = useFieldArray({ control, name: path });
  // set rather than appended, and removed quietly: the list's own append and remove validate the whole list,
  // faulting the empty fields of entries the user has not visited yet (fields validate on blur and on input, G35, G36)
  const add = () => {
    const entries = getValues(path);
    setValue(path, [...entries, newDangerousGoods()], { shouldDirty: true });
    requestAnimationFrame(() => setFocus(`${path}.${entries.length}.unNumber`));
  };
  const removeQuietly = useQuietRemove(path);
  const addButton = useRef<HTMLButtonElement>(null);
  // the focus goes on to the entry that takes the removed one's place, or the one before, or the line's DG button
  const remove = (index: number) => {
    const left = getValues(path).length - 1;
    removeQuietly(index);
    requestAnimationFrame(() => {
      if (left > 0) setFocus(`${path}.${Math.min(index, left - 1)}.unNumber`);
      else addButton.current?.focus();
    });
  };
  return (
    <LineItemRow
      {...props}
      onAddDangerousGoods={add}
      addDangerousGoodsRef={addButton}
      dangerousGoods={
        fields.length > 0 ? (
          <DangerousGoodsFields siteId={siteId} lineIndex={props.index} fields={fields} remove={remove} />
        ) : undefined
      }
    />
  );
}
