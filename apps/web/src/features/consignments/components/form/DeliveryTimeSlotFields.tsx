import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '../../../../shared/ui/form';
import { slotTimeZone, useReceiverTimeSlot } from '../../hooks/use-receiver-time-slot';
import type { ConsignmentForm, ConsignmentFormValues } from '../../lib/form-schema';
import { recurrencesBetween } from '../../lib/form-time-slot';

const australianZones = [
  'Australia/Melbourne',
  'Australia/Sydney',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Hobart',
];

/**
 * Spec 5 (M30-M33): when the receiver takes the freight: a date range, start and end times (end after start)
 * in the receiver's time zone. Offered only while the site has delivery time slots.
 */
export function DeliveryTimeSlotFields() {
  const { setValue, getValues } = useFormContext<ConsignmentForm>();
  const slot = useWatch<ConsignmentForm, 'timeSlot'>({ name: 'timeSlot' });
  const requiredBy = useReceiverTimeSlot();
  const zone = slot.timeZone;
  const zones = zone && !australianZones.includes(zone) ? [zone, ...australianZones] : australianZones;
  // a range ending before it starts has no length to tell: its field says what is wrong
  const days =
    slot.enabled && slot.startDate && slot.endDate && slot.endDate >= slot.startDate
      ? recurrencesBetween(slot.startDate, slot.endDate)
      : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Delivery time slot">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Delivery time slot
          </Title>
          <CheckboxField<ConsignmentForm>
            name="timeSlot.enabled"
            label="Book a delivery time slot"
            onClick={() => {
              // the receiver's own zone, once known, is where the slot's times are
              if (getValues('timeSlot.timeZone')) return;
              setValue(
                'timeSlot.timeZone',
                slotTimeZone(getValues('receiver') as ConsignmentFormValues['receiver']),
              );
            }}
          />
        </Group>
        {requiredBy ? (
          <Text
            size="sm"
            role="note"
            c={slot.enabled ? 'dimmed' : undefined}
            fw={slot.enabled ? undefined : 600}
          >
            {requiredBy} takes deliveries only in a booked time slot.
          </Text>
        ) : null}
        {slot.enabled ? (
          <Group gap="md" align="flex-start">
            <TextField<ConsignmentForm> name="timeSlot.startDate" label="From date" type="date" w={170} />
            <TextField<ConsignmentForm> name="timeSlot.endDate" label="To date" type="date" w={170} />
            <TextField<ConsignmentForm> name="timeSlot.startTime" label="Start time" timeOfDay w={130} />
            <TextField<ConsignmentForm> name="timeSlot.endTime" label="End time" timeOfDay w={130} />
            <SelectField<ConsignmentForm>
              name="timeSlot.timeZone"
              label="Receiver time zone"
              data={zones}
              allowDeselect={false}
              w={220}
            />
            {days !== null ? (
              <Text size="sm" c="dimmed" mt={30}>
                {days === 0 ? 'One day' : `Recurs over ${days} ${days === 1 ? 'day' : 'days'}`}
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
