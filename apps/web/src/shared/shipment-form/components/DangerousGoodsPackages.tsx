import { Group } from '@mantine/core';
import { aggregateQuantityUnits } from '@freight/contracts';
import { NumberField, SelectField, TextField } from '../../ui/form';
import type { ShipmentForm } from '../lib/shipment-form';

/**
 * Spec 3: what the DG summary prints of an entry's packages: the receptacle, how many, and the quantity in
 * each (the summary adds them up per UN number). A preset fills the receptacle and quantity.
 */
export function DangerousGoodsPackages({ lineIndex, index }: { lineIndex: number; index: number }) {
  const entry = `lineItems.${lineIndex}.dangerousGoods.${index}` as const;
  const line = `Line ${lineIndex + 1}`;
  return (
    <Group gap="xs" wrap="nowrap" pl={32} align="flex-start">
      <TextField<ShipmentForm>
        name={`${entry}.receptacle`}
        aria-label={`${line} receptacle`}
        placeholder="Receptacle, e.g. steel drum"
        size="xs"
        style={{ flex: 1 }}
      />
      <NumberField<ShipmentForm>
        name={`${entry}.receptacleCount`}
        aria-label={`${line} number of receptacles`}
        placeholder="How many"
        size="xs"
        w={110}
        min={1}
      />
      <NumberField<ShipmentForm>
        name={`${entry}.quantityAmount`}
        aria-label={`${line} quantity per receptacle`}
        placeholder="Quantity in each"
        size="xs"
        w={140}
        min={0}
      />
      <SelectField<ShipmentForm>
        name={`${entry}.quantityUnit`}
        aria-label={`${line} quantity unit`}
        placeholder="Unit"
        data={[...aggregateQuantityUnits]}
        size="xs"
        w={90}
      />
    </Group>
  );
}
