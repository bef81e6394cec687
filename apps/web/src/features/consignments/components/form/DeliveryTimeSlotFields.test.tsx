import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enterText } from '../../../../testing/enter-text';
import { addressBookEntry, answeringEntries, pickEntry } from '../../../../testing/entry-fixture';
import { site } from '../../../../testing/fixtures';
import { emptyTimeSlot } from '../../lib/form-defaults';
import { renderFormPart } from '../../testing/render-form-part';
import { DeliveryTimeSlotFields } from './DeliveryTimeSlotFields';
import { PartyFields } from './PartyFields';

const slotSite = site('1', 'Melbourne DC', { deliveryTimeSlotsEnabled: true });

function renderSlot() {
  const onSubmit = renderFormPart(<DeliveryTimeSlotFields />, {
    site: slotSite,
    from: 'saved',
    initial: (form) => ({ ...form, timeSlot: emptyTimeSlot() }),
  });
  return { onSubmit, section: screen.getByRole('region', { name: 'Delivery time slot' }) };
}

/** Books a slot in the section: its first and last day, and the start and end times typed in. */
async function bookSlot(
  section: HTMLElement,
  slot: { from: string; to: string; start: string; end: string },
) {
  await userEvent.click(within(section).getByRole('checkbox', { name: 'Book a delivery time slot' }));
  fireEvent.change(within(section).getByLabelText(/From date/), { target: { value: slot.from } });
  fireEvent.change(within(section).getByLabelText(/To date/), { target: { value: slot.to } });
  await enterText(within(section).getByRole('textbox', { name: /Start time/ }), slot.start);
  await enterText(within(section).getByRole('textbox', { name: /End time/ }), slot.end);
}

describe('a delivery time slot (spec 5: a date range, start and end times, the receiver time zone)', () => {
  it('asks nothing until a slot is booked, then counts the days and wants the end after the start', async () => {
    const { onSubmit, section } = renderSlot();
    expect(within(section).queryByRole('textbox', { name: /Start time/ })).toBeNull();
    await bookSlot(section, { from: '2026-03-10', to: '2026-03-12', start: '14:00', end: '09:30' });

    // the receiver is in Osborne Park, so the slot's times are Perth's
    expect(within(section).getByLabelText(/Receiver time zone/)).toHaveProperty('value', 'Australia/Perth');
    expect(within(section).getByText('Recurs over 2 days')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText('End time must be after start time')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells no length for a range that ends before it starts', async () => {
    const { section } = renderSlot();
    await bookSlot(section, { from: '2026-12-03', to: '2026-12-01', start: '09:00', end: '11:30' });
    expect(within(section).queryByText('One day')).toBeNull();
    expect(within(section).queryByText(/^Recurs over/)).toBeNull();
  });

  it('sends the slot once the end time is after the start time', async () => {
    const { onSubmit, section } = renderSlot();
    await bookSlot(section, { from: '2026-03-10', to: '2026-03-10', start: '09:00', end: '11:30' });
    expect(within(section).getByText('One day')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].timeSlot).toEqual({
      enabled: true,
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      startTime: '09:00',
      endTime: '11:30',
      timeZone: 'Australia/Perth',
    });
  });

  it('asks for every part of a booked slot', async () => {
    const { section } = renderSlot();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Book a delivery time slot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section).getAllByText('Cannot be blank')).toHaveLength(4));
  });
});

describe('a receiver that takes deliveries only in a booked time slot', () => {
  const renderWithReceiver = (requiresDeliveryTimeSlot: boolean) => {
    answeringEntries([addressBookEntry({ requiresDeliveryTimeSlot })]);
    renderFormPart(
      <>
        <PartyFields site={slotSite} side="receiver" />
        <DeliveryTimeSlotFields />
      </>,
      { site: slotSite, initial: (form) => ({ ...form, timeSlot: emptyTimeSlot() }) },
    );
    const receiver = screen.getByRole('region', { name: 'Receiver' });
    const section = screen.getByRole('region', { name: 'Delivery time slot' });
    const booking = within(section).getByRole<HTMLInputElement>('checkbox', {
      name: 'Book a delivery time slot',
    });
    const pick = () =>
      pickEntry(
        within(receiver).getByRole('combobox', { name: 'Receiver address book entry' }),
        'Harbour City Wines',
      );
    return { section, booking, pick };
  };

  it('turns the slot on once picked from the address book, in its zone, and says why', async () => {
    const { section, booking, pick } = renderWithReceiver(true);
    expect(booking.checked).toBe(false);
    await pick();
    await waitFor(() => expect(booking.checked).toBe(true));
    expect(within(section).getByLabelText(/Receiver time zone/)).toHaveProperty(
      'value',
      'Australia/Melbourne',
    );
    expect(within(section).getByRole('note').textContent).toBe(
      'Harbour City Wines takes deliveries only in a booked time slot.',
    );
    // turned off again, it stays off, and the note stays to say what the receiver needs
    await userEvent.click(booking);
    expect(booking.checked).toBe(false);
    expect(within(section).getByRole('note')).toBeTruthy();
  });

  it('leaves the slot off for a receiver that takes deliveries at any time', async () => {
    const { section, booking, pick } = renderWithReceiver(false);
    await pick();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Contact name/ }).value).toBe(
        'Luca Rossi',
      ),
    );
    expect(booking.checked).toBe(false);
    expect(within(section).queryByRole('note')).toBeNull();
  });
});
