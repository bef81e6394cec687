import { TextInput } from '@mantine/core';
import { IconSearch } from '../icons/icons';

/** A list's text search: the magnifier, a placeholder saying what it matches, and a name for screen readers. */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  w = 420,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  w?: number;
}) {
  return (
    <TextInput
      w={w}
      leftSection={<IconSearch size={16} />}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
