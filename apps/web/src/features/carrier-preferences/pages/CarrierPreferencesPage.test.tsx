import type { AgreedService, CarrierPreference } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/choose-option';
import { apiErrorBody } from '../../../testing/fake-api';
import { site } from '../../../testing/fixtures';
import { CarrierPreferencesPage } from './CarrierPreferencesPage';
import { listScreenStart } from '../../../testing/list-screen-start';
import { expectDeleted, expectRow, openDialog, press } from '../../../testing/list-screen-steps';

const service = (id: string, name: string, carrier: string, account: string): AgreedService => ({
  id,
  name,
  carrierChargeAccount: account,
  carrierServiceId: `S${id}`,
  carrierServiceProviderType: 'direct',
  isActive: true,
  carrier: { id: `c-${carrier}`, name: carrier },
});
const melbourne = site('1', 'Melbourne DC', {
  agreedServices: [
    service('4', 'Road Express', 'Startrack', 'ST-100'),
    service('5', 'Overnight', 'TNT', 'TNT-200'),
  ],
});
const BASE = '/api/org/sender-policies/receiver-carrier-selection';

const osborne: CarrierPreference = {
  id: 'cp-1',
  siteId: '1',
  addressBookEntryId: '301',
  addressBookEntryName: 'Osborne Park Electrical',
  agreedServiceId: '4',
  agreedServiceName: 'Startrack Road Express',
  carrierChargeAccount: 'ST-100',
  isActive: true,
};
const geelong: CarrierPreference = {
  ...osborne,
  id: 'cp-2',
  addressBookEntryId: '302',
  addressBookEntryName: 'Geelong Hardware',
  isActive: false,
};

const start = listScreenStart(
  () => <CarrierPreferencesPage site={melbourne} creationPrevented={false} />,
  BASE,
  [osborne, geelong],
);

describe('carrier service preferences', () => {
  it('lists each receiver’s service and status, and narrows by agreed service', async () => {
    const { listUrls } = start();
    await expectRow('Osborne Park Electrical', ['Startrack Road Express', 'Active']);
    expect(screen.getByText('Showing 1–2 of 2 preferences')).toBeTruthy();
    expect(listUrls()[0]).toContain('filter[siteId]=1');
    expect(listUrls()[0]).not.toContain('filter[agreedServiceId]');
    await chooseOption(screen.getByLabelText('Agreed service', { selector: 'input' }), 'TNT Overnight');
    await waitFor(() => expect(listUrls().at(-1)).toContain('filter[agreedServiceId]=5'));
  });

  it('filters by a numeric entry id, and says so on the field when one is not a number', async () => {
    const { listUrls } = start();
    await expectRow('Osborne Park Electrical', ['Startrack Road Express', 'Active']);
    const entryId = screen.getByRole('textbox', { name: 'Entry id' });
    await userEvent.type(entryId, '30x');
    // the same words as for an id beyond any id, and as the API's own refusal of either
    expect(await screen.findByText('Must be a valid id')).toBeTruthy();
    expect(screen.queryByText('Enter a valid number')).toBeNull();
    expect(entryId.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(entryId, '{Backspace}1');
    await waitFor(() => expect(listUrls().at(-1)).toContain('filter[addressBookEntryId]=301'));
    expect(screen.queryByText('Must be a valid id')).toBeNull();
    expect(listUrls().some((url) => url.includes('30x'))).toBe(false);
  });

  it('keeps the list when the entry id is beyond any id, and says so on the field', async () => {
    const { listUrls } = start();
    await expectRow('Osborne Park Electrical', ['Startrack Road Express', 'Active']);
    const entryId = screen.getByRole('textbox', { name: 'Entry id' });
    for (const huge of ['99999999999999999999999', '2147483648', '0']) {
      await userEvent.clear(entryId);
      await userEvent.type(entryId, huge);
      expect(await screen.findByText('Must be a valid id')).toBeTruthy();
      expect(entryId.getAttribute('aria-invalid')).toBe('true');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('row', { name: /Osborne Park Electrical/ })).toBeTruthy();
    expect(listUrls().some((url) => url.includes('addressBookEntryId'))).toBe(false);
  });

  it('says so when the site has none', async () => {
    start({}, []);
    expect(await screen.findByText('This site has no carrier service preferences yet.')).toBeTruthy();
  });

  it('activates an inactive preference and deactivates an active one', async () => {
    const { api } = start({
      [`POST ${BASE}/cp-2/activate`]: () => ({ status: 204 }),
      [`POST ${BASE}/cp-1/deactivate`]: () => ({ status: 204 }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Activate the preference for Geelong Hardware' }),
    );
    expect(await screen.findByText('Preference for Geelong Hardware activated')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Deactivate the preference for Osborne Park Electrical' }),
    );
    expect(await screen.findByText('Preference for Osborne Park Electrical deactivated')).toBeTruthy();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([`POST ${BASE}/cp-2/activate`, `POST ${BASE}/cp-1/deactivate`]),
    );
  });

  it('refuses a blank form, and shows an address that already has a preference at its field', async () => {
    const { api } = start({
      [`GET ${BASE}/cp-2`]: () => ({ body: { data: geelong } }),
      [`PUT ${BASE}/cp-2`]: () => ({
        status: 409,
        body: apiErrorBody(409, 'conflict', 'Must select an address with no preferences'),
      }),
    });
    const created = await openDialog('New preference', 'New carrier service preference');
    await press(created, 'Save');
    await waitFor(() => expect(within(created).getAllByText('Cannot be blank')).toHaveLength(2));
    await press(created, 'Cancel');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New carrier service preference' })).toBeNull(),
    );

    const edited = await openDialog(
      'Edit the preference for Geelong Hardware',
      'Edit carrier service preference',
    );
    await within(edited).findByDisplayValue('Geelong Hardware');
    await chooseOption(
      within(edited).getByLabelText(/^Agreed service/, { selector: 'input' }),
      'TNT Overnight',
    );
    await press(edited, 'Save');
    expect(await within(edited).findByText('Must select an address with no preferences')).toBeTruthy();
    const entry = within(edited).getByLabelText(/^Address book entry/, { selector: 'input' });
    expect(entry.getAttribute('aria-invalid')).toBe('true');
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ data: { addressBookEntryId: '302', agreedServiceId: '5' } });
  });

  it('deletes a preference once confirmed', async () => {
    const { api } = start({ [`DELETE ${BASE}/cp-1`]: () => ({ status: 204 }) });
    await expectDeleted(api, `${BASE}/cp-1`, 'Delete the preference for Osborne Park Electrical', {
      title: 'Delete the carrier service preference of Osborne Park Electrical?',
      message: 'Osborne Park Electrical will no longer be tied to Startrack Road Express.',
      deleted: 'Preference for Osborne Park Electrical deleted',
    });
  });
});
