import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * Spec 2 (Q15 to Q18, Q21 to Q24): the optional reference or reason. Once it exists its input is disabled and
 * its button hidden.
 */
export function ResponseNote({
  label,
  buttonLabel,
  value,
  saving,
  error,
  maxLength,
  onSave,
}: {
  label: string;
  buttonLabel: string;
  value: string | null;
  saving: boolean;
  error: string | undefined;
  maxLength: number;
  onSave: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const given = value !== null;
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={label}
        description="Optional"
        value={given ? value : text}
        onChange={(event) => setText(event.currentTarget.value)}
        disabled={given || saving}
        maxLength={maxLength}
        error={error}
        style={{ flex: 1 }}
      />
      {given ? null : (
        <Button onClick={() => onSave(text.trim())} loading={saving} disabled={text.trim() === ''}>
          {buttonLabel}
        </Button>
      )}
    </Group>
  );
}
