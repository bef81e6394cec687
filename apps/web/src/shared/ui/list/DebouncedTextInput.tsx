import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/**
 * A text filter that updates the list once typing pauses, so each key press does not ask the server. It takes no
 * more than the server searches by (100 characters, as every list's text filter), so a long paste is cut where
 * typing would stop rather than replacing the list with an error.
 */
export function DebouncedTextInput({
  label,
  placeholder,
  value,
  onChange,
  w,
  maxLength = 100,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  w?: number;
  maxLength?: number;
}) {
  const [draft, setDraft] = useState(value);
  // the URL may change from elsewhere (Back, Clear filters)
  useEffect(() => setDraft(value), [value]);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim()), 400);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(draft.trim());
      }}
      w={w}
      maxLength={maxLength}
    />
  );
}
