import { Button, Group, Text, Textarea, TextInput } from '@mantine/core';
import {
  CARRIER_PICKUP_REASON_MAX,
  CARRIER_PICKUP_REFERENCE_MAX,
  carrierPickupReasonSchema,
  carrierPickupReferenceSchema,
  pickupMessages,
} from '@freight/contracts';
import { fieldErrorText } from '@freight/rules';
import { useState } from 'react';
import { useTakeFocus } from '../../../shared/ui/a11y/take-focus';

/** The words, limit and rule of each note: a confirmation's booking reference, a rejection's reason. */
const notes = {
  reference: {
    label: pickupMessages.referenceLabel,
    buttonLabel: pickupMessages.addReference,
    max: CARRIER_PICKUP_REFERENCE_MAX,
    schema: carrierPickupReferenceSchema,
    added: 'Reference added.',
  },
  reason: {
    label: pickupMessages.reasonLabel,
    buttonLabel: pickupMessages.addReason,
    max: CARRIER_PICKUP_REASON_MAX,
    schema: carrierPickupReasonSchema,
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
  const { label, buttonLabel, max, schema, added } = notes[kind];
  const [text, setText] = useState('');
  // added on this visit: its button is gone, so the confirmation of it takes the focus
  const [sent, setSent] = useState(false);
  const note = text.trim();
  // the API's own rule and words; a paste past the limit is kept and said, not silently cut
  const checked = schema.safeParse(text);
  const problem = checked.success ? undefined : fieldErrorText(checked.error.issues[0]?.message);
  const ready = !saving && note !== '' && !problem;

  if (value !== null)
    return (
      <div>
        <Textarea
          label={label}
          value={value}
          disabled
          // disabled as the spec has it, yet read whole: it wraps at any point and keeps the text's contrast
          autosize
          minRows={1}
          styles={{
            input: {
              opacity: 1,
              color: 'var(--mantine-color-text)',
              cursor: 'text',
              overflowWrap: 'anywhere',
            },
          }}
        />
        {sent ? <Added text={added} /> : null}
      </div>
    );

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
          description={`Optional · ${text.length} of ${max} characters`}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          disabled={saving}
          error={problem}
          // what changes stays above the field, so the button stays level with it
          inputWrapperOrder={['label', 'description', 'error', 'input']}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" loading={saving} disabled={!ready && !saving}>
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}
