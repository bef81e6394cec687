import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { dgClasses, packingGroups } from '@freight/contracts';
import { SelectField, TextField } from '../../ui/form';
import type { ShipmentForm } from '../lib/shipment-form';
import { DangerousGoodsNotification } from './DangerousGoodsNotification';
import { DangerousGoodsPackages } from './DangerousGoodsPackages';
import { DangerousGoodsPresetPicker } from './DangerousGoodsPresetPicker';
import { DangerousGoodsTechnicalName } from './DangerousGoodsTechnicalName';

/** Spec 3, 6: the dangerous goods entries of one line, typed or from a preset (the line adds them; each can be removed). */
export function DangerousGoodsFields({
  siteId,
  lineIndex,
  fields,
  remove,
}: {
  siteId: string;
  lineIndex: number;
  fields: readonly { id: string }[];
  remove: (index: number) => void;
}) {
  return (
    <Stack gap={6}>
      {fields.map((field, index) => (
        <Stack key={field.id} gap={4}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Text size="xs" fw={700} c="orange" mt={8} w={24}>
              DG
            </Text>
            <DangerousGoodsPresetPicker siteId={siteId} lineIndex={lineIndex} index={index} />
            <TextField<ShipmentForm>
              name={`lineItems.${lineIndex}.dangerousGoods.${index}.unNumber`}
              aria-label={`Line ${lineIndex + 1} UN number`}
              placeholder="UN number"
              size="xs"
              w={110}
              uppercase
            />
            <TextField<ShipmentForm>
              name={`lineItems.${lineIndex}.dangerousGoods.${index}.properShippingName`}
              aria-label={`Line ${lineIndex + 1} proper shipping name`}
              placeholder="Proper shipping name"
              size="xs"
              style={{ flex: 1 }}
            />
            <SelectField<ShipmentForm>
              name={`lineItems.${lineIndex}.dangerousGoods.${index}.classOrDivision`}
              aria-label={`Line ${lineIndex + 1} class or division`}
              placeholder="Class"
              data={[...dgClasses]}
              size="xs"
              w={100}
              clearable
            />
            <SelectField<ShipmentForm>
              name={`lineItems.${lineIndex}.dangerousGoods.${index}.packingGroup`}
              aria-label={`Line ${lineIndex + 1} packing group`}
              placeholder="Packing group"
              data={[...packingGroups]}
              size="xs"
              w={130}
              clearable
            />
            <CloseButton size="sm" mt={4} aria-label="Remove dangerous goods" onClick={() => remove(index)} />
          </Group>
          <DangerousGoodsTechnicalName lineIndex={lineIndex} index={index} />
          <DangerousGoodsPackages lineIndex={lineIndex} index={index} />
          <DangerousGoodsNotification lineIndex={lineIndex} index={index} />
        </Stack>
      ))}
    </Stack>
  );
}
