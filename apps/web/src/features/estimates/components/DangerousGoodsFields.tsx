import { Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { dgClasses, packingGroups } from '@freight/contracts';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { SelectField, TextField } from '../../../shared/ui/form';
import type { EstimateForm } from '../lib/estimate-form';

const emptyDangerousGoods = {
  unNumber: '',
  properShippingName: '',
  classOrDivision: null,
  packingGroup: null,
};

/** Spec 3, 6: the dangerous goods of one line, offered only while the site's dangerous goods feature is on. */
export function DangerousGoodsFields({ lineIndex }: { lineIndex: number }) {
  const { control } = useFormContext<EstimateForm>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `lineItems.${lineIndex}.dangerousGoods`,
  });
  return (
    <Stack gap={6}>
      {fields.map((field, index) => (
        <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
          <Text size="xs" fw={700} c="orange" mt={8} w={24}>
            DG
          </Text>
          <TextField<EstimateForm>
            name={`lineItems.${lineIndex}.dangerousGoods.${index}.unNumber`}
            aria-label={`Line ${lineIndex + 1} UN number`}
            placeholder="UN number"
            size="xs"
            w={110}
            uppercase
          />
          <TextField<EstimateForm>
            name={`lineItems.${lineIndex}.dangerousGoods.${index}.properShippingName`}
            aria-label={`Line ${lineIndex + 1} proper shipping name`}
            placeholder="Proper shipping name"
            size="xs"
            style={{ flex: 1 }}
          />
          <SelectField<EstimateForm>
            name={`lineItems.${lineIndex}.dangerousGoods.${index}.classOrDivision`}
            aria-label={`Line ${lineIndex + 1} class or division`}
            placeholder="Class"
            data={[...dgClasses]}
            size="xs"
            w={100}
            clearable
          />
          <SelectField<EstimateForm>
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
      ))}
      <Group>
        <Button size="compact-xs" variant="subtle" color="orange" onClick={() => append(emptyDangerousGoods)}>
          Add dangerous goods
        </Button>
      </Group>
    </Stack>
  );
}
