import { TagsInput } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { FieldLabel } from '../../../../shared/ui/form';
import { fieldErrorNode } from '../../../../shared/ui/form/FieldErrors';
import type { ConsignmentForm } from '../../lib/form-schema';

/** A list of short texts (references, delivery references, docket numbers), each added with Enter. */
export function TagsField({
  name,
  label,
  max,
}: {
  name: FieldPath<ConsignmentForm>;
  label: string;
  max: number;
}) {
  const { control } = useFormContext<ConsignmentForm>();
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  return (
    <TagsInput
      ref={field.ref}
      label={<FieldLabel label={label} optional />}
      placeholder="Type and press Enter"
      value={Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      maxTags={max}
      clearable
      error={fieldErrorNode(fieldState.error)}
    />
  );
}
