import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../ui/form';
import { isNotOtherwiseSpecified } from '../lib/not-otherwise-specified';
import type { ShipmentForm } from '../lib/shipment-form';

const TECHNICAL_NAME_HINT = 'N.O.S. goods need their technical name on the documents';

/**
 * Spec 3: an entry's technical name, asked for when its proper shipping name is an N.O.S. one (the documents print
 * it after the name), or when the entry has one (from a preset or as saved). Once shown it stays, so clearing it
 * does not take the field away mid-edit. An N.O.S. entry without one is only hinted at: nothing refuses it.
 */
export function DangerousGoodsTechnicalName({ lineIndex, index }: { lineIndex: number; index: number }) {
  const { control } = useFormContext<ShipmentForm>();
  const entry = `lineItems.${lineIndex}.dangerousGoods.${index}` as const;
  const [name, technicalName] = useWatch({
    control,
    name: [`${entry}.properShippingName`, `${entry}.technicalName`],
  });
  const notOtherwiseSpecified = isNotOtherwiseSpecified(name ?? '');
  const hasOne = (technicalName ?? '').trim() !== '';
  const [hadOne, setHadOne] = useState(hasOne);
  if (hasOne && !hadOne) setHadOne(true);
  if (!notOtherwiseSpecified && !hasOne && !hadOne) return null;
  return (
    <Group gap="xs" wrap="nowrap" pl={32} align="flex-start">
      <TextField<ShipmentForm>
        name={`${entry}.technicalName`}
        aria-label={`Line ${lineIndex + 1} technical name`}
        placeholder="e.g. xylene"
        // named inside the field, as the line's pallets are: once typed, a bare substance would say nothing
        leftSection={
          <Text size="xs" c="dimmed" px={4}>
            Technical name
          </Text>
        }
        leftSectionWidth={104}
        size="xs"
        style={{ flex: 1 }}
        maw={480}
        description={notOtherwiseSpecified && !hasOne ? TECHNICAL_NAME_HINT : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </Group>
  );
}
