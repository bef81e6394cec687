import { Group, Paper, TagsInput } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { FieldLabel, TextField } from '../../../shared/ui/form';
import { fieldErrorNode } from '../../../shared/ui/form/FieldErrors';
import type { EstimateForm } from '../lib/estimate-form';

/** When the freight leaves, and the sender's own references (up to 10). */
export function EstimateDetails() {
  const { control } = useFormContext<EstimateForm>();
  const { field, fieldState } = useController({ name: 'references', control });
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" align="flex-start" grow preventGrowOverflow={false}>
        <TextField<EstimateForm> name="dispatchDate" label="Dispatch date" type="date" maw={200} />
        <TagsInput
          ref={field.ref}
          label={<FieldLabel label="References" optional />}
          placeholder="Type a reference and press Enter"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          maxTags={10}
          clearable
          error={fieldErrorNode(fieldState.error)}
        />
      </Group>
    </Paper>
  );
}
