import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../testing/render';
import { useAppForm } from '../../../shared/ui/form';
import {
  checkHours,
  defaultHours,
  hoursFormSchema,
  hoursFromForm,
  summariseHours,
} from '../lib/opening-hours';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import { week } from '../testing/week.fixture';

const schema = z
  .object({ hours: hoursFormSchema })
  .superRefine((form, ctx) => checkHours(form.hours, ['hours'], ctx));

function Harness({ onSave }: { onSave: (hours: ReturnType<typeof hoursFromForm>) => void }) {
  const form = useAppForm(schema, { hours: defaultHours() });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onSave(hoursFromForm(values.hours, false)))} noValidate>
        <OpeningHoursEditor />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const setTime = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function saved(onSave: ReturnType<typeof vi.fn>) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSave).toHaveBeenCalled());
  return onSave.mock.calls[0]?.[0] as ReturnType<typeof hoursFromForm>;
}

/** Renders the editor in its form, its hours switched on unless `on` is false; answers the save's spy. */
async function start(on = true) {
  const onSave = vi.fn();
  renderWithProviders(<Harness onSave={onSave} />);
  if (on) await userEvent.click(screen.getByRole('switch', { name: 'Keep opening hours for this location' }));
  return onSave;
}

describe('opening hours editor (spec 3, 5)', () => {
  it('keeps no hours until switched on', async () => {
    const onSave = await start(false);
    expect(screen.getByText('No opening hours are kept.')).toBeTruthy();
    expect(await saved(onSave)).toBeNull();
  });

  it('sets the same hours on the chosen days, closed days as null', async () => {
    const onSave = await start();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    setTime('Opens', '07:30');
    setTime('Closes', '16:00');
    const hours = await saved(onSave);
    expect(hours?.differentEachDay).toBe(false);
    const shift = { open: '07:30', close: '16:00' };
    expect(hours?.operatingDays).toEqual(week(shift, { saturday: shift }));
  });

  it('shows "End time must be after start time" while the close is not after the open, on input', async () => {
    const onSave = await start();
    setTime('Closes', '08:00');
    expect(await screen.findByText('End time must be after start time')).toBeTruthy();
    setTime('Opens', '07:00');
    await waitFor(() => expect(screen.queryByText('End time must be after start time')).toBeNull());
    setTime('Opens', '');
    expect(await screen.findByText('Cannot be blank')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes times typed in 24-hour form, as they are listed (issue 24)', async () => {
    const onSave = await start();
    const opens = screen.getByLabelText('Opens');
    // a text field showing HH:MM, never the browser's AM/PM time input
    expect((opens as HTMLInputElement).type).toBe('text');
    expect(opens.getAttribute('placeholder')).toBe('HH:MM');
    await userEvent.clear(opens);
    await userEvent.type(opens, '630');
    const closes = screen.getByLabelText('Closes');
    await userEvent.clear(closes);
    await userEvent.type(closes, '1730');
    await userEvent.tab();
    expect((opens as HTMLInputElement).value).toBe('06:30');
    expect((closes as HTMLInputElement).value).toBe('17:30');
    const hours = await saved(onSave);
    expect(hours?.operatingDays.monday).toEqual({ open: '06:30', close: '17:30' });
    expect(summariseHours(hours)).toBe('Mon–Fri 06:30–17:30');
  });

  it('takes different hours each day, and a day can be closed', async () => {
    const onSave = await start();
    await userEvent.click(screen.getByRole('radio', { name: 'Different each day' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(screen.getAllByText('Closed')).toHaveLength(3);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    setTime('Saturday opens', '09:00');
    setTime('Saturday closes', '12:00');
    setTime('Friday closes', '15:00');
    const hours = await saved(onSave);
    expect(hours).toEqual({
      differentEachDay: true,
      operatingDays: week(
        { open: '08:00', close: '17:00' },
        {
          monday: null,
          friday: { open: '08:00', close: '15:00' },
          saturday: { open: '09:00', close: '12:00' },
        },
      ),
    });
  });
});
