import { Group } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { NumberField, SelectField } from '../../ui/form';
import type { ShipmentForm } from '../lib/shipment-form';

const recoveryOptions = [
  { value: 'none', label: 'No recovery' },
  { value: 'fixedAmount', label: 'Fixed amount' },
  { value: 'markupAmount', label: 'Markup amount' },
  { value: 'markupPercentage', label: 'Markup percentage' },
];

/** Spec 3, DESIGN 5a: what the sender recovers from its customer: nothing, a fixed amount, or a markup. */
export function RecoveryFields() {
  const type = useWatch<ShipmentForm, 'recovery.type'>({ name: 'recovery.type' });
  const percent = type === 'markupPercentage';
  return (
    <Group gap="sm" align="flex-start">
      <SelectField<ShipmentForm>
        name="recovery.type"
        label="Shipping cost recovery"
        data={recoveryOptions}
        allowDeselect={false}
        w={220}
      />
      {type !== 'none' ? (
        <NumberField<ShipmentForm>
          name="recovery.value"
          label={percent ? 'Markup (%)' : 'Amount (AUD)'}
          prefix={percent ? undefined : '$'}
          suffix={percent ? '%' : undefined}
          decimalScale={percent ? 4 : 2}
          min={0}
          hideControls
          w={160}
        />
      ) : null}
    </Group>
  );
}
