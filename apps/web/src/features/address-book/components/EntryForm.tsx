import '@mantine/core/styles/Grid.layer.css';
import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { Entry, Site } from '@freight/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { displayMessageFor } from '../../../shared/lib/display-message';
import type { ToastOptions } from '../../../shared/ui/feedback/toast';
import { CheckboxField, TextField, useAppForm } from '../../../shared/ui/form';
import { TextFieldCells } from '../../../shared/ui/form/TextFieldCells';
import type { TextFieldCell } from '../../../shared/ui/form/TextFieldCells';
import { ModalForm } from '../../../shared/ui/list/ModalForm';
import { useEntryChecks } from '../hooks/use-entry-checks';
import { SaveStepError, useSaveEntry } from '../hooks/use-save-entry';
import { emptyEntryForm, entryFormSchema, entryToForm } from '../lib/entry-form';
import type { EntryForm as EntryFormValues } from '../lib/entry-form';
import { placeSaveError } from '../lib/save-errors';
import { AddressFinder } from './AddressFinder';
import { ContactsEditor } from './ContactsEditor';
import { EntryCheckPanel } from './EntryCheckPanel';
import { LocalityField } from './LocalityField';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import { PalletFields } from './PalletFields';

const streetCells: TextFieldCell<EntryFormValues>[] = [
  { name: 'line1', label: 'Street address', placeholder: '12 Example Street', span: 12 },
  { name: 'addressLine2', label: 'Unit, level or building', optional: true, placeholder: 'Unit 4', span: 6 },
  {
    name: 'line2',
    label: 'Address line 2',
    optional: true,
    placeholder: 'Dock, gate or department',
    span: 6,
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ResidentialBox() {
  return (
    <CheckboxField<EntryFormValues>
      name="residential"
      label="Residential location"
      description="Residential locations keep no opening hours."
    />
  );
}

/** A save whose entry went through and a contact did not. */
export const contactNotSaved = 'The entry was saved, but a contact was not. Save again to add it.';

export interface EntryFormProps {
  site: Site;
  /** The entry being edited; absent when creating. */
  entry?: Entry;
}

/**
 * Create or edit an address book entry, inside a FormModal: details, address on a picked locality, delivery, hours
 * and contacts.
 */
export function EntryForm({ site, entry }: EntryFormProps) {
  const form = useAppForm(entryFormSchema, entry ? entryToForm(entry) : emptyEntryForm());
  const saveEntry = useSaveEntry();
  // an entry saved by a save whose contact then failed: a second save goes on from it
  const [saved, setSaved] = useState<Entry | undefined>(undefined);
  const current = saved ?? entry;
  const checks = useEntryChecks(site.id, current);
  const residential = useWatch({ control: form.control, name: 'residential' });

  const save = async (values: EntryFormValues): Promise<ToastOptions | null> => {
    const { addressId, made } = await checks.run(values);
    if (made) form.setValue('madeAddress', made);
    if (addressId === null) return null;
    try {
      const done = await saveEntry.mutateAsync({ siteId: site.id, entry: current, form: values, addressId });
      return { type: 'success', message: `${done.name} saved` };
    } catch (error) {
      // the entry itself was saved, a contact not: the form stays open with the contact as typed, and knows
      // what was saved, so saving again adds only what is missing
      if (error instanceof SaveStepError && error.saved) {
        const { entry: savedEntry, contactIds } = error.saved;
        setSaved(savedEntry);
        contactIds.forEach((id, index) => {
          if (id) form.setValue(`contacts.${index}.id`, id);
        });
      }
      throw error;
    }
  };

  const placeError = (error: unknown): string[] => {
    if (!(error instanceof SaveStepError)) return [displayMessageFor(error)];
    const { placed, unplaced } = placeSaveError(error);
    if (error.saved) unplaced.unshift(contactNotSaved);
    // the first field faulted takes the focus, as placeServerError does for the other forms
    placed.forEach(({ field, message }, i) =>
      form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
    return unplaced;
  };

  return (
    <ModalForm
      form={form}
      label={entry ? 'Edit address book entry' : 'New address book entry'}
      save={save}
      placeError={placeError}
    >
      {(submit) => (
        <>
          <Section title="Entry">
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, xs: 8 }}>
                <TextField<EntryFormValues> name="name" label="Name" data-autofocus />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 4 }}>
                <TextField<EntryFormValues>
                  name="quickAccessCode"
                  label="Quick access code"
                  optional
                  uppercase
                />
              </Grid.Col>
            </Grid>
          </Section>
          <Section title="Address">
            <AddressFinder />
            <Grid gap="sm">
              <TextFieldCells cells={streetCells} />
              {/* on a phone each takes the drawer's width, rather than the box squeezing its words a line each */}
              <Grid.Col span={{ base: 12, xs: 8 }}>
                <LocalityField />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 4 }} pt={{ base: 0, xs: 30 }}>
                <ResidentialBox />
              </Grid.Col>
            </Grid>
          </Section>
          <Section title="Delivery">
            <Group gap="xl">
              <CheckboxField<EntryFormValues> name="preventConsolidation" label="Prevent consolidation" />
              <CheckboxField<EntryFormValues>
                name="requiresDeliveryTimeSlot"
                label="Requires a delivery time slot"
              />
            </Group>
            <PalletFields />
          </Section>
          <Section title="Opening hours">
            {residential ? (
              <Text size="sm" c="dimmed">
                Opening hours are not kept for residential locations.
              </Text>
            ) : (
              <OpeningHoursEditor />
            )}
          </Section>
          <Section title="Contacts">
            <ContactsEditor />
          </Section>
          {checks.check ? (
            <EntryCheckPanel
              check={checks.check}
              onGoOn={() => {
                checks.goOn();
                submit();
              }}
              onPicked={checks.dismiss}
            />
          ) : null}
        </>
      )}
    </ModalForm>
  );
}
