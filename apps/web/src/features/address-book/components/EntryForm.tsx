import '@mantine/core/styles/Grid.layer.css';
import { Button, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { Entry, Site } from '@freight/contracts';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useDiscardGuard } from '../../../shared/ui/dialogs';
import { toast } from '../../../shared/ui/feedback/toast';
import { CheckboxField, FormErrorsCard, TextField, useAppForm } from '../../../shared/ui/form';
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
import classes from './EntryForm.module.css';

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

export interface EntryFormProps {
  site: Site;
  /** The entry being edited; absent when creating. */
  entry?: Entry;
  onSaved: () => void;
  onCancel: () => void;
  /** Tells the drawer whether closing would lose edits. */
  onDirtyChange: (dirty: boolean) => void;
}

/** Create or edit an address book entry: details, address on a picked locality, delivery, hours and contacts. */
export function EntryForm({ site, entry, onSaved, onCancel, onDirtyChange }: EntryFormProps) {
  const form = useAppForm(entryFormSchema, entry ? entryToForm(entry) : emptyEntryForm());
  const save = useSaveEntry();
  const checks = useEntryChecks(site.id, entry);
  const [checking, setChecking] = useState(false);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const residential = useWatch({ control: form.control, name: 'residential' });
  const dirty = form.formState.isDirty && !save.isSuccess;
  useDiscardGuard(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    setUnplaced([]);
    try {
      setChecking(true);
      const { addressId, made } = await checks.run(values).finally(() => setChecking(false));
      if (made) form.setValue('madeAddress', made);
      if (addressId === null) return;
      const saved = await save.mutateAsync({ siteId: site.id, entry, form: values, addressId });
      toast({ type: 'success', message: `${saved.name} saved` });
      onSaved();
    } catch (error) {
      if (!(error instanceof SaveStepError)) throw error;
      if (error.step === 'contact') {
        // the entry itself was saved; say which contact was not
        toast({ type: 'danger', message: `The entry was saved, but a contact was not: ${error.message}` });
        onSaved();
        return;
      }
      const { placed, unplaced: rest } = placeSaveError(error);
      for (const { field, message } of placed) form.setError(field, { type: 'server', message });
      setUnplaced(rest);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={entry ? 'Edit address book entry' : 'New address book entry'}
      >
        <Stack gap="lg" pb="md">
          <Section title="Entry">
            <Grid gap="sm">
              <Grid.Col span={8}>
                <TextField<EntryFormValues> name="name" label="Name" data-autofocus />
              </Grid.Col>
              <Grid.Col span={4}>
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
              <Grid.Col span={12}>
                <TextField<EntryFormValues>
                  name="line1"
                  label="Street address"
                  placeholder="12 Example Street"
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <TextField<EntryFormValues>
                  name="addressLine2"
                  label="Unit, level or building"
                  optional
                  placeholder="Unit 4"
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <TextField<EntryFormValues>
                  name="line2"
                  label="Address line 2"
                  optional
                  placeholder="Dock, gate or department"
                />
              </Grid.Col>
              <Grid.Col span={8}>
                <LocalityField />
              </Grid.Col>
              <Grid.Col span={4} pt={30}>
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
                void submit();
              }}
              onPicked={checks.dismiss}
            />
          ) : null}
          <FormErrorsCard messages={unplaced} />
        </Stack>
        <div className={classes.footer}>
          <Divider mb="sm" />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={checking || save.isPending}>
              Save
            </Button>
          </Group>
        </div>
      </form>
    </FormProvider>
  );
}
