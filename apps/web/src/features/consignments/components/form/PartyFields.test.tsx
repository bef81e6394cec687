import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../../testing/fake-api';
import { addressBookEntry, answeringEntries, pickEntry } from '../../../../testing/entry-fixture';
import { richmondAddress, site } from '../../../../testing/fixtures';
import { enterText } from '../../../../testing/enter-text';
import type { ConsignmentFormValues } from '../../lib/form-schema';
import { renderFormPart } from '../../testing/render-form-part';
import { PartyFields } from './PartyFields';

const withAddress = site('1', 'Melbourne DC', { addressId: 'a1' });

describe('a consignment party (spec 5: a name and an address)', () => {
  it('takes the contact of the address book entry picked, so it is not typed again', async () => {
    answeringEntries([addressBookEntry()]);
    const plain = site('1', 'Melbourne DC');
    renderFormPart(<PartyFields site={plain} side="receiver" />, { site: plain });
    const receiver = screen.getByRole('region', { name: 'Receiver' });
    // the entries are listed, each over its address, once the address book answers
    await pickEntry(
      within(receiver).getByRole('combobox', { name: 'Receiver address book entry' }),
      'Harbour City Wines',
    );
    await waitFor(() =>
      expect(within(receiver).getByRole<HTMLInputElement>('textbox', { name: /Contact name/ }).value).toBe(
        'Luca Rossi',
      ),
    );
    expect(within(receiver).getByRole<HTMLInputElement>('textbox', { name: /Contact phone/ }).value).toBe(
      '02 9660 1455',
    );
    expect(within(receiver).getByRole<HTMLInputElement>('textbox', { name: /Contact email/ }).value).toBe(
      'luca@harbourcitywines.example',
    );
  });

  it("offers the site's own address when the site has one, and starts the sender there", () => {
    renderFormPart(<PartyFields site={withAddress} side="sender" />, { site: withAddress });
    const sender = screen.getByRole('region', { name: 'Sender' });
    expect(within(sender).getByRole('radio', { name: 'Melbourne DC' })).toHaveProperty('checked', true);
    expect(within(sender).getByText("The site's own address.")).toBeTruthy();
    expect(within(sender).queryByRole('textbox', { name: /Sender name/ })).toBeNull();
  });

  it("shows which address the site's own is", async () => {
    installFakeApi({ 'GET /api/address/v0/addresses/a1': () => ({ body: { data: richmondAddress } }) });
    renderFormPart(<PartyFields site={withAddress} side="sender" />, { site: withAddress });
    const sender = screen.getByRole('region', { name: 'Sender' });
    expect(await within(sender).findByText('18 Cremorne Street, Richmond VIC 3121')).toBeTruthy();
  });

  it('asks for a name, street and suburb of a new address, and keeps the contact optional', async () => {
    const onSubmit = vi.fn<(values: ConsignmentFormValues) => void>();
    const plain = site('1', 'Melbourne DC');
    renderFormPart(<PartyFields site={plain} side="receiver" />, { site: plain });
    const receiver = screen.getByRole('region', { name: 'Receiver' });
    // a site without an address of its own offers no site choice
    expect(within(receiver).queryByRole('radio', { name: 'Melbourne DC' })).toBeNull();
    expect(within(receiver).getByRole('radio', { name: 'Address book' })).toHaveProperty('checked', true);
    await userEvent.click(within(receiver).getByRole('radio', { name: 'New address' }));
    await enterText(within(receiver).getByRole('textbox', { name: /Contact email/ }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const name = within(receiver).getByRole('textbox', { name: /Receiver name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(receiver).getAllByText('Cannot be blank').length).toBeGreaterThanOrEqual(3);
    expect(within(receiver).getByText('Must be a valid email')).toBeTruthy();
    expect(
      within(receiver)
        .getByRole('textbox', { name: /Receiver address line 2/ })
        .getAttribute('aria-invalid'),
    ).not.toBe('true');
    expect(
      within(receiver)
        .getByRole('textbox', { name: /Contact name/ })
        .getAttribute('aria-invalid'),
    ).not.toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('checks the contact phone with the phone rules on blur and on save, and does not send (spec 5.2)', async () => {
    const onSubmit = renderFormPart(<PartyFields site={withAddress} side="sender" />, { site: withAddress });
    const sender = screen.getByRole('region', { name: 'Sender' });
    const phone = within(sender).getByRole('textbox', { name: /Contact phone/ });
    await enterText(phone, '0312');
    await userEvent.tab();
    expect(await within(sender).findByText('Must have 10 digits')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(sender).getByText('Must have 10 digits')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    for (const valid of ['03 8368 2200', '(03) 8368 2200']) {
      await userEvent.clear(phone);
      await enterText(phone, valid);
      await userEvent.tab();
      await waitFor(() => expect(within(sender).queryByText('Must have 10 digits')).toBeNull());
      expect(phone.getAttribute('aria-invalid')).not.toBe('true');
    }
  });
});
