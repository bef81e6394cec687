import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../testing/fake-api';
import { consignmentSummary, richmondAddress, site } from '../../../testing/fixtures';
import { renderFieldsForm } from '../../../testing/fields-form';
import { defaultPickupForm, pickupFormSchema } from '../lib/pickup-form';
import type { PickupForm } from '../lib/pickup-form';
import { PickupFields } from './PickupFields';

const melbourne = site('1', 'Melbourne DC', {
  addressId: 'a1',
  siteAccess: { defaultPickupWindow: { startTime: '09:30', durationMinutes: 90 } },
});

const prefilledConsignments = [
  consignmentSummary('7', 'STA000007'),
  consignmentSummary('8', 'STA000008', {
    receiver: { ...consignmentSummary('8', '').receiver, name: 'Perth Hardware' },
  }),
];

function renderFields(initial: PickupForm, prefilled = 0) {
  installFakeApi({
    'GET /api/address/v0/addresses/a1': () => ({ body: { data: richmondAddress } }),
    'GET /api/sender/v0/consignments': () => ({
      body: {
        data: prefilledConsignments.filter((c) => initial.consignmentIds.includes(c.id)),
        meta: { totalItems: 2, startIndex: 0, itemsPerPage: 2 },
      },
    }),
  });
  return renderFieldsForm(pickupFormSchema, initial, <PickupFields site={melbourne} prefilled={prefilled} />);
}

describe('the pickup fields (spec 4: where and when the carrier collects, and what)', () => {
  it("starts an outbound pickup at the site, in the site's default window, with the chosen consignments", async () => {
    const onSubmit = renderFields(defaultPickupForm('outbound', melbourne, ['7', '8'], '2026-03-09'), 2);
    expect(screen.getByRole('radio', { name: 'Site address' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: /Sender name/ })).toHaveProperty('value', 'Melbourne DC');
    // which address the site's is, not only its name
    expect(await screen.findByText('18 Cremorne Street, Richmond VIC 3121')).toBeTruthy();
    expect(screen.getByLabelText('Pickup date')).toHaveProperty('value', '2026-03-09');
    expect(screen.getByLabelText('Window starts', { selector: 'input' })).toHaveProperty('value', '9:30 am');
    expect(screen.getByLabelText('Window length', { selector: 'input' })).toHaveProperty(
      'value',
      '1 h 30 min',
    );
    expect(screen.getByText('The freight of 2 consignments, going to their receivers.')).toBeTruthy();
    // named as View pickup names them, and no empty table of lines nor a place for lines to go
    expect(
      await screen.findByText(
        'Consignments: STA000007 (Osborne Park Electrical), STA000008 (Perth Hardware)',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Line items' })).toBeNull();
    expect(screen.queryByText('Lines go to')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      senderMode: 'site',
      senderName: 'Melbourne DC',
      pickupDate: '2026-03-09',
      startTime: '09:30',
      durationMinutes: 90,
      consignmentIds: ['7', '8'],
    });
  });

  it('adds lines to a pickup of consignments, and takes the last one away again', async () => {
    renderFields(defaultPickupForm('outbound', melbourne, ['7'], '2026-03-09'), 1);
    expect(await screen.findByText('Consignments: STA000007 (Osborne Park Electrical)')).toBeTruthy();
    expect(screen.getByText('The freight of 1 consignment, going to its receiver.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getByRole('table', { name: 'Line items' })).toBeTruthy();
    expect(
      screen.getByText('The freight of 1 consignment, going to its receiver, and these lines:'),
    ).toBeTruthy();
    expect(screen.getByText('Lines go to')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Remove/ }));
    expect(screen.queryByRole('table', { name: 'Line items' })).toBeNull();
  });

  it('checks the contact phone with the phone rules on blur and on save, and sends a valid one (spec 5.2)', async () => {
    const onSubmit = renderFields(defaultPickupForm('outbound', melbourne, ['7'], '2026-03-09'), 1);
    const phone = screen.getByRole('textbox', { name: /Contact phone/ });
    await userEvent.click(phone);
    await userEvent.paste('0312');
    await userEvent.tab();
    expect(await screen.findByText('Must have 10 digits')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Must have 10 digits')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(phone);
    await userEvent.paste('(03) 8368 2200');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText('Must have 10 digits')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ contactPhone: '(03) 8368 2200' });
  });

  it('refuses a contact phone too short to call at the field, as every contact phone (spec 5.2)', async () => {
    const onSubmit = renderFields(defaultPickupForm('outbound', melbourne, ['7'], '2026-03-09'), 1);
    const phone = screen.getByRole('textbox', { name: /Contact phone/ });
    await userEvent.click(phone);
    await userEvent.paste('12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must have at least 6 digits')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the street and suburb of a new address, a pickup date, and some freight', async () => {
    const start = defaultPickupForm('outbound', melbourne, [], '2026-03-09');
    const onSubmit = renderFields({ ...start, lineItems: [] });
    await userEvent.click(screen.getByRole('radio', { name: 'New address' }));
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Add freight or choose consignments')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Sender street address/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.queryByText('cannot be blank')).toBeNull();
    // street, suburb and pickup date
    expect(screen.getAllByText('Cannot be blank')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
