import { Group, Paper, Text, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../../shared/ui/form';
import type { ConsignmentForm } from '../../lib/form-schema';

/**
 * Who answers for the consignment's dangerous goods around the clock, printed on its DG summary. Asked for
 * only once a line carries dangerous goods; declarable ones need it.
 */
export function EmergencyContactFields() {
  const { control } = useFormContext<ConsignmentForm>();
  const lines = useWatch({ control, name: 'lineItems' });
  if (!lines.some((line) => line.dangerousGoods.length > 0)) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Emergency contact">
      <Title order={2} size="h4" mb={4}>
        Emergency contact (24 hours)
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Printed on the dangerous goods summary: who can advise on the goods at any hour.
      </Text>
      <Group gap="md" align="flex-start" grow preventGrowOverflow={false}>
        <TextField<ConsignmentForm> name="emergencyContact.name" label="Emergency contact name" maw={360} />
        <TextField<ConsignmentForm>
          name="emergencyContact.phone"
          label="Emergency phone (24 hours)"
          maw={240}
        />
      </Group>
    </Paper>
  );
}
