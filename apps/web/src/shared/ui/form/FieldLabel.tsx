import { Text } from '@mantine/core';
import { OPTIONAL_FIELD_MARK } from '@freight/contracts';
import type { ReactNode } from 'react';

/** A field's label, with the spec's '(optional)' mark on optional fields (spec 5.1). */
export function FieldLabel({ label, optional }: { label: ReactNode; optional?: boolean }) {
  if (!optional) return <>{label}</>;
  return (
    <>
      {label}{' '}
      <Text span size="sm" c="dimmed" fw={400}>
        {OPTIONAL_FIELD_MARK}
      </Text>
    </>
  );
}
