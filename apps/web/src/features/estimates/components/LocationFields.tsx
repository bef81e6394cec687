import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { Site } from '@freight/contracts';
import { useController, useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../shared/ui/form';
import type { EstimateForm, LocationMode } from '../lib/estimate-form';
import { EntryPicker } from '../../../shared/shipment-form/components/EntryPicker';
import { LocalityPicker } from '../../../shared/shipment-form/components/LocalityPicker';

const isMode = (value: string): value is LocationMode =>
  value === 'site' || value === 'entry' || value === 'locality';

/**
 * A sender or receiver: the site's own address (when the site has one), an address book entry, or a suburb
 * only — an estimate needs no street (spec 3).
 */
export function LocationFields({
  site,
  side,
  children,
}: {
  site: Site;
  side: 'sender' | 'receiver';
  children?: React.ReactNode;
}) {
  const { control } = useFormContext<EstimateForm>();
  const { field } = useController({ name: `${side}.mode`, control });
  const title = side === 'sender' ? 'Sender' : 'Receiver';
  const modes = [
    ...(site.addressId !== null ? [{ value: 'site', label: site.displayName }] : []),
    { value: 'entry', label: 'Address book' },
    { value: 'locality', label: 'Suburb only' },
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
          <LocalityPicker side={side} label={`${title} suburb, state and postcode`} />
        )}
        <CheckboxField<EstimateForm> name={`${side}.residential`} label="Residential address" />
        {children}
      </Stack>
    </Paper>
  );
}
