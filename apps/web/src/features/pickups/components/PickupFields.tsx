import { Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Site } from '@freight/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { EntryPicker } from '../../../shared/shipment-form/components/EntryPicker';
import { LineItemsEditor } from '../../../shared/shipment-form/components/LineItemsEditor';
import { LocalityPicker } from '../../../shared/shipment-form/components/LocalityPicker';
import { SiteAddress } from '../../../shared/shipment-form/components/SiteAddress';
import { SelectField, TextareaField, TextField } from '../../../shared/ui/form';
import { FieldLabel } from '../../../shared/ui/form/FieldLabel';
import { durations, startTimes, type PickupForm } from '../lib/pickup-form';
import { PrefilledConsignments } from './PrefilledConsignments';
import { durationLabel, timeLabel } from '../lib/pickup-text';
import { canSendDangerousGoods } from '../../../shared/lib/site-dangerous-goods';

/** Spec 4 (P29): where and when the carrier collects, and what. */
export function PickupFields({
  site,
  prefilled,
  senderNote = null,
}: {
  site: Site;
  prefilled: number;
  /** Why the sender was not taken from the consignments, when they have different senders. */
  senderNote?: string | null;
}) {
  const { control, watch, formState } = useFormContext<PickupForm>();
  const mode = watch('senderMode');
  const consignmentIds = watch('consignmentIds');
  const lines = watch('lineItems').length;
  const dangerousGoods = canSendDangerousGoods(site);
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text fw={600}>Pick up from</Text>
        <Controller
          control={control}
          name="senderMode"
          render={({ field }) => (
            <SegmentedControl
              aria-label="Pick up from"
              value={field.value}
              onChange={field.onChange}
              w="fit-content"
              data={[
                ...(site.addressId !== null ? [{ value: 'site', label: 'Site address' }] : []),
                { value: 'entry', label: 'Address book' },
                { value: 'new', label: 'New address' },
              ]}
            />
          )}
        />
        {senderNote ? (
          <Text size="sm" c="dimmed">
            {senderNote}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {mode === 'entry' ? <EntryPicker siteId={site.id} side="sender" label="Sender" /> : null}
          {mode !== 'entry' ? <TextField<PickupForm> name="senderName" label="Sender name" /> : null}
          {mode === 'site' && site.addressId !== null ? <SiteAddress addressId={site.addressId} /> : null}
        </SimpleGrid>
        {mode === 'new' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField<PickupForm> name="senderLine1" label="Sender street address" />
            <TextField<PickupForm> name="senderLine2" label="Sender address line 2" optional />
            <LocalityPicker side="sender" label="Sender suburb, state and postcode" />
          </SimpleGrid>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField<PickupForm> name="contactName" label="Contact name" optional />
          <TextField<PickupForm> name="contactPhone" label="Contact phone" optional />
        </SimpleGrid>
      </Stack>
      <Group align="flex-start" gap="md">
        <TextField<PickupForm> name="pickupDate" type="date" label="Pickup date" w={180} />
        <SelectField<PickupForm>
          name="startTime"
          label="Window starts"
          data={startTimes.map((time) => ({ value: time, label: timeLabel(time) }))}
          allowDeselect={false}
          w={140}
        />
        <Controller
          control={control}
          name="durationMinutes"
          render={({ field }) => (
            <Select
              label="Window length"
              data={[...new Set([...durations, field.value])]
                .sort((a, b) => a - b)
                .map((minutes) => ({ value: String(minutes), label: durationLabel(minutes) }))}
              value={String(field.value)}
              onChange={(value) => value && field.onChange(Number(value))}
              allowDeselect={false}
              w={140}
            />
          )}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField<PickupForm> name="reference" label="Reference" optional />
        <TextareaField<PickupForm>
          name="pickupInstructions"
          label="Pickup instructions"
          optional
          autosize
          minRows={1}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Text fw={600}>Freight</Text>
        {prefilled > 0 ? (
          <PrefilledConsignments siteId={site.id} ids={consignmentIds} withLines={lines > 0} />
        ) : null}
        {/* where typed lines go: asked only while there are lines, which a pre-filled pickup may have none of */}
        {lines > 0 ? (
          <LocalityPicker side="receiver" label={<FieldLabel label="Lines go to" optional />} />
        ) : null}
        <LineItemsEditor site={site} dangerousGoods={dangerousGoods} linesOptional={prefilled > 0} />
        {(formState.errors.lineItems?.root?.message ?? formState.errors.lineItems?.message) ? (
          <Text size="sm" c="red">
            Add freight or choose consignments
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
