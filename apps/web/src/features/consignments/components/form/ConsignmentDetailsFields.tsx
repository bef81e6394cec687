import { Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { Site } from '@freight/contracts';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '../../../../shared/ui/form';
import type { ConsignmentForm } from '../../lib/form-schema';
import { TagsField } from './TagsField';

/** When the freight leaves, the sender's references, its cost centre, the site's own fields and autoprint. */
export function ConsignmentDetailsFields({ site }: { site: Site }) {
  const { control } = useFormContext<ConsignmentForm>();
  const { fields } = useFieldArray({ control, name: 'customFields', keyName: 'fieldKey' });
  const costCentres = site.costCentreConfiguration.costCentres.map((centre) => ({
    value: centre.code,
    label: `${centre.code} ${centre.description}`,
  }));
  const costCentreRequired = site.costCentreConfiguration.required;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Consignment details">
      <Stack gap="sm">
        <Group gap="md" align="flex-start" grow preventGrowOverflow={false}>
          <TextField<ConsignmentForm> name="dispatchDate" label="Dispatch date" type="date" maw={200} />
          <TagsField name="references" label="References" max={10} />
          {costCentres.length > 0 || costCentreRequired ? (
            <SelectField<ConsignmentForm>
              name="costCenter"
              label="Cost centre"
              optional={!costCentreRequired}
              data={costCentres}
              clearable={!costCentreRequired}
              searchable
              placeholder={costCentreRequired ? 'Choose a cost centre' : 'None'}
              maw={300}
            />
          ) : null}
        </Group>
        {fields.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {fields.map((field, index) => (
              <TextField<ConsignmentForm>
                key={field.fieldKey}
                name={`customFields.${index}.value`}
                label={field.label}
                optional={!field.required}
              />
            ))}
          </SimpleGrid>
        ) : null}
        <Group gap="lg">
          <CheckboxField<ConsignmentForm> name="autoprint.labels" label="Print labels automatically" />
          <CheckboxField<ConsignmentForm> name="autoprint.connotes" label="Print connote automatically" />
        </Group>
      </Stack>
    </Paper>
  );
}
