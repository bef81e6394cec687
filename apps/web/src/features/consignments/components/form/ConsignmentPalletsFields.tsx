import { Group, Paper, Title } from '@mantine/core';
import { palletTransferTypes } from '@freight/contracts';
import { palletTransferLabels } from '../../../../shared/lib/display-format';
import { SelectField } from '../../../../shared/ui/form';
import type { ConsignmentForm } from '../../lib/form-schema';
import { TagsField } from './TagsField';

const transferTypes = palletTransferTypes.map((value) => ({ value, label: palletTransferLabels[value] }));

/** Spec 3 (M34): who the pallets go to, and their docket numbers; only while the site manages pallets. */
export function ConsignmentPalletsFields() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Pallets">
      <Title order={2} size="h4" mb="xs">
        Pallets
      </Title>
      <Group gap="md" align="flex-start" grow preventGrowOverflow={false}>
        <SelectField<ConsignmentForm>
          name="pallets.transferType"
          label="Pallet transfer"
          optional
          data={transferTypes}
          clearable
          maw={220}
        />
        <TagsField name="pallets.docketNumbers" label="Docket numbers" max={20} />
      </Group>
    </Paper>
  );
}
