import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { userPreferencesMessages } from '@freight/contracts';
import type { User } from '@freight/contracts';
import { defaultSite, PAGE_SIZE_CHOICES } from '@freight/rules';
import { useEffect } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { contextKey } from '../../../shared/config/paths';
import { preferenceKeys, writePreference } from '../../../shared/lib/user-preferences';
import { toast } from '../../../shared/ui/feedback/toast';
import { SelectField, useAppForm } from '../../../shared/ui/form';
import {
  contextChoices,
  landingChoices,
  preferencesFormSchema,
  storedPreferences,
} from '../lib/preferences-form';

export interface UserPreferencesModalProps {
  opened: boolean;
  onClose: () => void;
  user: Pick<User, 'id' | 'sites'>;
}

function PreferencesForm({ user, onDone }: { user: UserPreferencesModalProps['user']; onDone: () => void }) {
  const fallbackSite = defaultSite(user.sites);
  const fallback = fallbackSite ? contextKey({ type: 'site', id: fallbackSite.id }) : '';
  const form = useAppForm(preferencesFormSchema, storedPreferences(user, fallback));
  const chosenContext = useWatch({ control: form.control, name: 'defaultContext' });
  const landing = landingChoices(user, chosenContext);
  const landingValue = useWatch({ control: form.control, name: 'landingPage' });

  useEffect(() => {
    // a home page the new default does not offer falls back to the site route's page
    if (!landing.some((p) => p.name === landingValue)) {
      form.setValue('landingPage', 'consignment.readyToManifest', { shouldValidate: true });
    }
  }, [form, landing, landingValue]);

  const save = form.handleSubmit((values) => {
    writePreference(user.id, preferenceKeys.context, values.defaultContext);
    writePreference(user.id, preferenceKeys.landingPage, values.landingPage);
    writePreference(user.id, preferenceKeys.pageSize, values.pageSize);
    toast({ type: 'success', message: userPreferencesMessages.saved });
    onDone();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            These preferences are kept in this browser.
          </Text>
          <SelectField
            name="defaultContext"
            label="Default site"
            // the dialog opens on its first choice rather than its close button
            data-autofocus
            data={contextChoices(user)}
            searchable
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            maxDropdownHeight={340}
          />
          <SelectField
            name="landingPage"
            label="Home page"
            data={landing.map((p) => ({ value: p.name, label: p.label }))}
            allowDeselect={false}
          />
          <SelectField
            name="pageSize"
            label="Results per screen"
            data={PAGE_SIZE_CHOICES.map((n) => String(n))}
            allowDeselect={false}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Document 3 section 2: default site, home page and results per screen, stored per browser. */
export function UserPreferencesModal({ opened, onClose, user }: UserPreferencesModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="User preferences" centered size="md">
      {opened ? <PreferencesForm user={user} onDone={onClose} /> : null}
    </Modal>
  );
}
