import { Button, Group, Text, TextInput } from '@mantine/core';
import { pickupMessages } from '@freight/contracts';
import { useState } from 'react';
import { useTakeFocus } from '../../../shared/ui/a11y/take-focus';

/** The words and length of each note: a confirmation's booking reference, a rejection's reason. */
const notes = {
  reference: {
    label: pickupMessages.referenceLabel,
    buttonLabel: pickupMessages.addReference,
    maxLength: 100,
    added: 'Reference added.',
  },
  reason: {
    label: pickupMessages.reasonLabel,
    buttonLabel: pickupMessages.addReason,
    maxLength: 500,
    added: 'Reason added.',
  },
};

/** Says the note was added, in place of its button, and takes the focus the button had. */
function Added({ text }: { text: string }) {
  const status = useTakeFocus<HTMLParagraphElement>();
  return (
    <Text size="sm" role="status" tabIndex={-1} ref={status} mt="xs">
      {text}
    </Text>
  );
}

/**
 * Spec 2 (Q15 to Q18, Q21 to Q24): the optional reference or reason. Once it exists its input is disabled and
 * its button hidden.
 */
export function ResponseNote({
  kind,
  value,
  saving,
  onSave,
}: {
  kind: keyof typeof notes;
  value: string | null;
  saving: boolean;
  onSave: (text: string) => void;
}) {
  const { label, buttonLabel, maxLength, added } = notes[kind];
  const [text, setText] = useState('');
  // added on this visit: its button is gone, so the confirmation of it takes the focus
  const [sent, setSent] = useState(false);
  const given = value !== null;
  const note = text.trim();
  const ready = !given && !saving && note !== '';
  return (
    // a form, so Enter in the field sends the note as the button does, and only when the button could
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        setSent(true);
        onSave(note);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          description="Optional"
          value={given ? value : text}
          onChange={(event) => setText(event.currentTarget.value)}
          disabled={given || saving}
          maxLength={maxLength}
          style={{ flex: 1 }}
        />
        {given ? null : (
          <Button type="submit" loading={saving} disabled={note === ''}>
            {buttonLabel}
          </Button>
        )}
      </Group>
      {given && sent ? <Added text={added} /> : null}
    </form>
  );
}
