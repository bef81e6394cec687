import { Group } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '../../ui/form';
import type { ShipmentForm } from '../lib/shipment-form';

/** Spec 3 (M40): whether an entry is notifiable, and its notification, asked for only when it is. */
export function DangerousGoodsNotification({ lineIndex, index }: { lineIndex: number; index: number }) {
  const { control } = useFormContext<ShipmentForm>();
  const entry = `lineItems.${lineIndex}.dangerousGoods.${index}` as const;
  const notifiable = useWatch({ control, name: `${entry}.notifiable` });
  return (
    <Group gap="xs" wrap="nowrap" pl={32}>
      <CheckboxField<ShipmentForm>
        name={`${entry}.notifiable`}
        aria-label={`Line ${lineIndex + 1} notifiable`}
        label="Notifiable"
        size="xs"
      />
      {notifiable === true && (
        <TextField<ShipmentForm>
          name={`${entry}.notification`}
          aria-label={`Line ${lineIndex + 1} notification`}
          placeholder="Notification"
          size="xs"
          style={{ flex: 1 }}
        />
      )}
    </Group>
  );
}
