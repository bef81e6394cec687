import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ShipmentForm } from '../lib/shipment-form';
import { DangerousGoodsFields } from './DangerousGoodsFields';
import { LineItemRow } from './LineItemRow';
import type { LineItemRowProps } from './LineItemRow';

const emptyDangerousGoods = {
  presetId: null,
  unNumber: '',
  properShippingName: '',
  classOrDivision: null,
  packingGroup: null,
  notifiable: false,
  notification: '',
  receptacle: '',
  receptacleCount: null,
  quantityAmount: null,
  quantityUnit: null,
};

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
      onAddDangerousGoods={() => append(emptyDangerousGoods)}
      dangerousGoods={
        fields.length > 0 ? (
          <DangerousGoodsFields siteId={siteId} lineIndex={props.index} fields={fields} remove={remove} />
        ) : undefined
      }
    />
  );
}
