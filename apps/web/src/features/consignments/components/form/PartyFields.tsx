import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Site } from '@freight/contracts';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { EntryPicker } from '../../../../shared/shipment-form/components/EntryPicker';
import { LocalityPicker } from '../../../../shared/shipment-form/components/LocalityPicker';
import { CheckboxField, TextField } from '../../../../shared/ui/form';
import { partyModes } from '../../lib/form-schema';
import type { ConsignmentForm, PartyMode } from '../../lib/form-schema';

const isMode = (value: string): value is PartyMode => partyModes.some((mode) => mode === value);

/**
 * A sender or receiver (spec 5: a name and an address): the site's own address when it has one, an address
 * book entry, or an address typed here on a picked locality. The contact is optional.
 */
export function PartyFields({
  site,
  side,
  children,
}: {
  site: Site;
  side: 'sender' | 'receiver';
  children?: ReactNode;
}) {
  const { control } = useFormContext<ConsignmentForm>();
  const { field } = useController({ name: `${side}.mode`, control });
  const title = side === 'sender' ? 'Sender' : 'Receiver';
  const modes = [
    ...(site.addressId !== null ? [{ value: 'site', label: site.displayName }] : []),
    { value: 'entry', label: 'Address book' },
    { value: 'new', label: 'New address' },
  ];
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <SegmentedControl
          aria-label={`${title} from`}
          fullWidth
          size="xs"
          data={modes}
          value={field.value}
          onChange={(value) => {
            if (isMode(value)) field.onChange(value);
          }}
        />
        {field.value === 'site' ? (
          <Text size="sm" c="dimmed">
            The site's own address.
          </Text>
        ) : field.value === 'entry' ? (
          <EntryPicker siteId={site.id} side={side} label={`${title} address book entry`} />
        ) : (
          <Stack gap="xs">
            <TextField<ConsignmentForm> name={`${side}.name`} label={`${title} name`} />
            <TextField<ConsignmentForm> name={`${side}.line1`} label={`${title} street address`} />
            <TextField<ConsignmentForm> name={`${side}.line2`} label={`${title} address line 2`} optional />
            <LocalityPicker side={side} label={`${title} suburb, state and postcode`} />
          </Stack>
        )}
        <CheckboxField<ConsignmentForm> name={`${side}.residential`} label="Residential address" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <TextField<ConsignmentForm> name={`${side}.contactName`} label="Contact name" optional size="xs" />
          <TextField<ConsignmentForm>
            name={`${side}.contactPhone`}
            label="Contact phone"
            optional
            size="xs"
          />
          <TextField<ConsignmentForm>
            name={`${side}.contactEmail`}
            label="Contact email"
            optional
            size="xs"
            type="email"
          />
        </SimpleGrid>
        {children ? <Group>{children}</Group> : null}
      </Stack>
    </Paper>
  );
}
