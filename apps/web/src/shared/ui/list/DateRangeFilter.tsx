import { TextInput } from '@mantine/core';

/** A range of days as two date fields, '{label} from' and '{label} to', neither allowing a range that ends before it starts. */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
  w = 160,
}: {
  label: string;
  /** YYYY-MM-DD, or null for open-ended. */
  from: string | null;
  to: string | null;
  /** The whole range, one end changed. */
  onChange: (range: { from: string | null; to: string | null }) => void;
  w?: number;
}) {
  return (
    <>
      <TextInput
        label={`${label} from`}
        type="date"
        value={from ?? ''}
        max={to ?? undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value || null, to })}
        w={w}
      />
      <TextInput
        label={`${label} to`}
        type="date"
        value={to ?? ''}
        min={from ?? undefined}
        onChange={(event) => onChange({ from, to: event.currentTarget.value || null })}
        w={w}
      />
    </>
  );
}
