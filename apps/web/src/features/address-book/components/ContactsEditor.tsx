import '@mantine/core/styles/Grid.layer.css';
import { Button, CloseButton, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CheckboxField, TextareaField } from '../../../shared/ui/form';
import { TextFieldCells } from '../../../shared/ui/form/TextFieldCells';
import type { TextFieldCell } from '../../../shared/ui/form/TextFieldCells';
import { emptyContact } from '../lib/contact-form';
import type { EntryForm } from '../lib/entry-form';

/** On a phone each field takes the drawer's width, rather than a third of it cutting off a name or a number. */
const third = { base: 12, xs: 4 };

/** A contact's name and how to reach them, in a row. */
const reachCells = (index: number): TextFieldCell<EntryForm>[] => [
  { name: `contacts.${index}.name`, label: 'Contact name', size: 'xs', span: third },
  { name: `contacts.${index}.phone`, label: 'Phone', optional: true, size: 'xs', span: third },
  { name: `contacts.${index}.email`, label: 'Email', optional: true, size: 'xs', type: 'email', span: third },
];

/** Spec 3: an entry's contacts, each with name, phone, email and delivery instructions. */
export function ContactsEditor() {
  const { control } = useFormContext<EntryForm>();
  // the contacts carry their own `id`, so the list's keys go elsewhere
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts', keyName: 'key' });
  const addButton = useRef<HTMLButtonElement>(null);
  // the pressed remove button goes with its contact: the focus moves to Add contact rather than out of the form
  const removeContact = (index: number) => {
    remove(index);
    addButton.current?.focus();
  };
  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No contacts yet.
        </Text>
      ) : null}
      {fields.map((contact, index) => (
        <Paper
          key={contact.key}
          withBorder
          p="sm"
          radius="sm"
          role="group"
          aria-label={`Contact ${index + 1}`}
        >
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              Contact {index + 1}
            </Text>
            <CloseButton
              size="sm"
              aria-label={`Remove contact ${index + 1}`}
              onClick={() => removeContact(index)}
            />
          </Group>
          <Grid gap="xs">
            <TextFieldCells cells={reachCells(index)} />
            <Grid.Col span={{ base: 12, xs: 9 }}>
              <TextareaField<EntryForm>
                name={`contacts.${index}.specialInstructions`}
                label="Special instructions"
                optional
                size="xs"
                autosize
                minRows={1}
                maxRows={4}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 3 }} pt={{ base: 0, xs: 30 }}>
              <CheckboxField<EntryForm>
                name={`contacts.${index}.authorityToLeave`}
                label="Authority to leave"
                size="xs"
              />
            </Grid.Col>
          </Grid>
        </Paper>
      ))}
      <Group>
        <Button
          ref={addButton}
          variant="light"
          size="xs"
          // pressed, it leaves focus where it is: a field left empty above would otherwise be blurred, checked and
          // grow its message, moving this button away before the press ends, and the click would be lost
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => append(emptyContact())}
        >
          Add contact
        </Button>
      </Group>
    </Stack>
  );
}
