import { Group, SimpleGrid, Stack } from '@mantine/core';
import { LocalityPicker } from '../../../../shared/shipment-form/components/LocalityPicker';
import { PartySection, type PartyProps } from '../../../../shared/shipment-form/components/PartySection';
import { CheckboxField, TextField } from '../../../../shared/ui/form';
import type { ConsignmentForm } from '../../lib/form-schema';

/**
 * A sender or receiver (spec 5: a name and an address): the site's own address when it has one, an address
 * book entry, or an address typed here on a picked locality. The contact is optional.
 */
export function PartyFields({ site, side, children }: PartyProps) {
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
