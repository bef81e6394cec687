import { useFieldArray, useFormContext } from 'react-hook-form';
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
  const { control } = useFormContext<ShipmentForm>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `lineItems.${props.index}.dangerousGoods`,
  });
  return (
    <LineItemRow
      {...props}
      onAddDangerousGoods={() => append(newDangerousGoods())}
      dangerousGoods={
        fields.length > 0 ? (
          <DangerousGoodsFields siteId={siteId} lineIndex={props.index} fields={fields} remove={remove} />
        ) : undefined
      }
    />
  );
}
