import '@mantine/core/styles/Chip.layer.css';
import {
  Checkbox,
  Chip,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { weekDays } from '@freight/contracts';
import type { WeekDay } from '@freight/contracts';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { normaliseTime, typedTime } from '../../../shared/lib/time-entry';
import { fieldErrorNode } from '../../../shared/ui/form/FieldErrors';
import { dayLabels } from '../lib/opening-hours';
import type { HoursForm } from '../lib/opening-hours';

/** The part of a form this editor works on. */
export interface WithHours {
  hours: HoursForm;
}

function TimeField({
  name,
  label,
  disabled,
}: {
  name: FieldPath<WithHours>;
  label: string;
  disabled?: boolean;
}) {
  const { control, trigger } = useFormContext<WithHours>();
  const { field, fieldState } = useController({ name, control });
  return (
    // a text field, not type="time": the browser's time input shows AM/PM in en-AU, the lists 24-hour times
    <TextInput
      ref={field.ref}
      size="xs"
      // a phone's drawer has room for a day and two times only where they are narrower
      w={{ base: 100, xs: 130 }}
      aria-label={label}
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => {
        field.onChange(typedTime(event.currentTarget.value));
        // the pair is checked together: a new open time can fix or break the close time
        void trigger('hours');
      }}
      onBlur={() => {
        const value = typeof field.value === 'string' ? field.value : '';
        const normalised = normaliseTime(value);
        if (normalised !== value) {
          field.onChange(normalised);
          void trigger('hours');
        }
        field.onBlur();
      }}
      error={disabled ? undefined : fieldErrorNode(fieldState.error)}
    />
  );
}

function BoolSwitch({ name, label }: { name: FieldPath<WithHours>; label: string }) {
  const { control } = useFormContext<WithHours>();
  const { field } = useController({ name, control });
  return (
    <Switch
      label={label}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}

/** Same hours every day: the open days as chips, one pair of times. */
function SameEveryDay() {
  const { control, setValue, trigger } = useFormContext<WithHours>();
  const days = useWatch({ control, name: 'hours.days' });
  const open = weekDays.filter((day) => days[day].open);
  return (
    <Stack gap="xs">
      <Chip.Group
        multiple
        value={open}
        onChange={(next) => {
          for (const day of weekDays)
            setValue(`hours.days.${day}.open`, next.includes(day), { shouldDirty: true });
          void trigger('hours');
        }}
      >
        <Group gap={6} role="group" aria-label="Open days">
          {weekDays.map((day) => (
            <Chip key={day} value={day} size="xs" aria-label={dayLabels[day].long}>
              {dayLabels[day].short}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="xs" align="flex-start">
        <TimeField name="hours.from" label="Opens" disabled={open.length === 0} />
        <Text size="sm" pt={4}>
          to
        </Text>
        <TimeField name="hours.to" label="Closes" disabled={open.length === 0} />
      </Group>
    </Stack>
  );
}

function DayRow({ day }: { day: WeekDay }) {
  const { control, trigger } = useFormContext<WithHours>();
  const { field } = useController({ name: `hours.days.${day}.open`, control });
  const open = field.value === true;
  return (
    <Table.Tr>
      <Table.Td w={150}>
        <Checkbox
          label={dayLabels[day].long}
          checked={open}
          onChange={(event) => {
            field.onChange(event.currentTarget.checked);
            void trigger('hours');
          }}
        />
      </Table.Td>
      {open ? (
        <>
          <Table.Td w={140}>
            <TimeField name={`hours.days.${day}.from`} label={`${dayLabels[day].long} opens`} />
          </Table.Td>
          <Table.Td>
            <TimeField name={`hours.days.${day}.to`} label={`${dayLabels[day].long} closes`} />
          </Table.Td>
        </>
      ) : (
        <Table.Td colSpan={2}>
          <Text size="sm" c="dimmed">
            Closed
          </Text>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/**
 * Spec 3: opening hours the same every day or different each day; each open day has open and close times in
 * 24-hour HH:MM, as they are listed, a closed day none. Close must be after open (spec 5).
 */
export function OpeningHoursEditor() {
  const { control, setValue, trigger } = useFormContext<WithHours>();
  const enabled = useWatch({ control, name: 'hours.enabled' });
  const differentEachDay = useWatch({ control, name: 'hours.differentEachDay' });
  return (
    <Stack gap="sm">
      <BoolSwitch name="hours.enabled" label="Keep opening hours for this location" />
      {enabled ? (
        <>
          <SegmentedControl
            size="xs"
            w={320}
            aria-label="Opening hours"
            value={differentEachDay ? 'different' : 'same'}
            onChange={(value) => {
              setValue('hours.differentEachDay', value === 'different', { shouldDirty: true });
              void trigger('hours');
            }}
            data={[
              { value: 'same', label: 'Same every day' },
              { value: 'different', label: 'Different each day' },
            ]}
          />
          {differentEachDay ? (
            <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} w="auto">
              <Table.Tbody>
                {weekDays.map((day) => (
                  <DayRow key={day} day={day} />
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <SameEveryDay />
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No opening hours are kept.
        </Text>
      )}
    </Stack>
  );
}
