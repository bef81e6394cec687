import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LocalityPicker } from '../../../../shared/shipment-form/components/LocalityPicker';
import { PartySection, type PartyProps } from '../../../../shared/shipment-form/components/PartySection';
import { CheckboxField, TextField } from '../../../../shared/ui/form';
import type { ConsignmentForm } from '../../lib/form-schema';

/**
 * An address book entry picked for the party brings its contact, so it is not typed again for every consignment;
 * a contact already typed is kept.
 */
function useEntryContact(side: PartyProps['side']) {
  const { getValues, setValue } = useFormContext<ConsignmentForm>();
  const entry = useWatch<ConsignmentForm, `${typeof side}.entry`>({ name: `${side}.entry` });
  const shown = useRef(entry?.id ?? null);
  useEffect(() => {
    const id = entry?.id ?? null;
    if (id === shown.current) return;
    shown.current = id;
    const contact = entry?.contact;
    const party = getValues(side);
    if (!contact || party.contactName || party.contactPhone || party.contactEmail) return;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue(`${side}.contactName`, contact.name, options);
    setValue(`${side}.contactPhone`, contact.phone ?? '', options);
    setValue(`${side}.contactEmail`, contact.email ?? '', options);
  }, [entry, side, getValues, setValue]);
}

/**
 * A sender or receiver (spec 5: a name and an address): the site's own address when it has one, an address
 * book entry, or an address typed here on a picked locality. The contact is optional.
 */
export function PartyFields({ site, side, children }: PartyProps) {
  useEntryContact(side);
  return (
    <PartySection
      site={site}
      side={side}
      typed={{
        value: 'new',
        label: 'New address',
        fields: (title) => (
          <Stack gap="xs">
            <TextField<ConsignmentForm> name={`${side}.name`} label={`${title} name`} />
            <TextField<ConsignmentForm> name={`${side}.line1`} label={`${title} street address`} />
            <TextField<ConsignmentForm> name={`${side}.line2`} label={`${title} address line 2`} optional />
            <LocalityPicker side={side} label={`${title} suburb, state and postcode`} />
          </Stack>
        ),
      }}
    >
      <CheckboxField<ConsignmentForm> name={`${side}.residential`} label="Residential address" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <TextField<ConsignmentForm> name={`${side}.contactName`} label="Contact name" optional size="xs" />
        <TextField<ConsignmentForm> name={`${side}.contactPhone`} label="Contact phone" optional size="xs" />
        <TextField<ConsignmentForm>
          name={`${side}.contactEmail`}
          label="Contact email"
          optional
          size="xs"
          type="email"
        />
      </SimpleGrid>
      {children ? <Group>{children}</Group> : null}
    </PartySection>
  );
}
