import type { Address, AddressSuggestion, Entry } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSignedInApi } from '../../../testing/fake-api';
import type { FakeHandler } from '../../../testing/fake-api';
import { richmondAddress, site } from '../../../testing/fixtures';
import { FormModal } from '../../../shared/ui/list/FormModal';
import { renderWithProviders } from '../../../testing/render';
import { contactNotSaved, EntryForm } from './EntryForm';
import { residentialEntry } from '../testing/entry.fixture';

const richmond = richmondAddress;
const found: Address = {
  ...richmond,
  id: '2c6f6c0e-8f53-4a8e-9d0c-2f1f2d7e6a13',
  line1: '5 Swan Street',
  line2: 'Unit 4',
  from: 'suggestion',
};
const suggestion = (id: string, line1: string): AddressSuggestion => ({
  id,
  line1,
  line2: 'Unit 4',
  locality: 'Richmond',
  postcode: '3121',
  subdivision: 'VIC',
  countryId: 'AU',
  timeZone: 'Australia/Melbourne',
  label: `${line1}, Unit 4, Richmond VIC 3121`,
});
const entry = (id: string, name: string, address = richmond) => residentialEntry(id, name, address);
const richmondLocality = {
  id: '4719',
  suburb: 'Richmond',
  postcode: '3121',
  state: 'VIC',
  countryId: 'AU',
  timeZone: 'Australia/Melbourne',
  chargeZone: 'V1',
  label: 'Richmond VIC 3121',
};
const ok =
  (body: unknown, status = 200): FakeHandler =>
  () => ({ status, body });
const page = (entries: Entry[]) => ({
  data: entries,
  meta: { totalItems: entries.length, startIndex: 0, itemsPerPage: 6 },
});

function start(handlers: Record<string, FakeHandler>, editing?: Entry) {
  const api = installSignedInApi(handlers);
  const onSaved = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <FormModal
            target={editing ? { mode: 'edit', id: editing.id } : { mode: 'create' }}
            onClose={onSaved}
            titles={{ create: 'New address book entry', edit: 'Edit address book entry' }}
            useRecord={() => ({ data: editing, isError: false, error: null })}
            loadingLabel="Loading the entry"
            variant="drawer"
          >
            {(entry) => <EntryForm site={site('1', 'Melbourne DC')} entry={entry} />}
          </FormModal>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  const calls = () => api.requests.map((r) => `${r.method} ${r.path}`);
  return { ...api, calls, onSaved };
}

afterEach(() => {
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the entry form: finding an address (H45, H43)', () => {
  it('finds an address typed on one line, fills the fields from the one picked, and saves the entry at it', async () => {
    const user = userEvent.setup();
    const { requests, calls, onSaved } = start({
      'POST /api/address/v0/verify': ok({
        data: {
          verified: false,
          suggestions: [suggestion('s1', '5 Swan Street'), suggestion('s2', '5 Swan Road')],
        },
      }),
      'POST /api/address/v0/addresses': ok({ data: found }, 201),
      'POST /api/address-book/v0/entries/duplicates': ok(page([])),
      'POST /api/address-book/v0/entries': ok({ data: entry('9', 'Swan Cold Store', found) }, 201),
    });
    await user.type(screen.getByLabelText('Name'), 'Swan Cold Store');
    await user.type(screen.getByLabelText('Find an address'), 'unit 4 5 swan st richmond');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(requests[0]?.body).toEqual({
      data: { type: 'verifyQuery', attributes: { query: 'unit 4 5 swan st richmond' } },
    });
    const list = await screen.findByRole('list', { name: 'Addresses found' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5 Swan Street, Unit 4, Richmond VIC 3121', '5 Swan Road, Unit 4, Richmond VIC 3121']);
    await user.click(
      within(list).getByRole('button', { name: 'Use 5 Swan Street, Unit 4, Richmond VIC 3121' }),
    );

    expect(await screen.findByText('Verified address')).toBeTruthy();
    // the picked button is gone with its list: the focus is on the street it filled, not lost from the form
    expect(document.activeElement).toBe(screen.getByLabelText('Street address'));
    expect(requests[1]?.body).toEqual({
      data: { type: 'addressSuggestion', attributes: { addressSuggestionId: 's1' } },
    });
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('5 Swan Street');
    expect((screen.getByLabelText('Unit, level or building (optional)') as HTMLInputElement).value).toBe(
      'Unit 4',
    );
    expect(
      (screen.getByRole('combobox', { name: 'Suburb, state and postcode' }) as HTMLInputElement).value,
    ).toBe('Richmond VIC 3121');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // the found address is used as it is: not verified again, not made again
    expect(calls()).toEqual([
      'POST /api/address/v0/verify',
      'POST /api/address/v0/addresses',
      'POST /api/address-book/v0/entries/duplicates',
      'POST /api/address-book/v0/entries',
    ]);
    expect(requests[2]?.body).toEqual({
      data: {
        type: 'entries',
        attributes: {
          siteId: '1',
          name: 'Swan Cold Store',
          location: { address: { id: found.id }, line2: null, residential: false },
        },
      },
    });
    expect(requests[3]?.body).toMatchObject({
      data: { attributes: { location: { address: { id: found.id } } } },
    });
  });

  it('says so when nothing is found', async () => {
    const user = userEvent.setup();
    start({ 'POST /api/address/v0/verify': ok({ data: { verified: false, suggestions: [] } }) });
    await user.type(screen.getByLabelText('Find an address'), 'nowhere at all{Enter}');
    expect(
      await screen.findByText('No address found. Type the street and pick the suburb below.'),
    ).toBeTruthy();
  });
});

describe('the entry form: a typed address is verified (H48, H46)', () => {
  it('checks a changed street on its locality, and offers the suggestions or the address as typed', async () => {
    const user = userEvent.setup();
    const editing = entry('7', 'Kestrel');
    const { requests, calls, onSaved } = start(
      {
        'GET /api/address/localities/4719': ok({ data: richmondLocality }),
        'POST /api/address/v0/verify': ok({
          data: { verified: false, suggestions: [suggestion('s1', '20 Cremorne Street')] },
        }),
        'POST /api/address/v0/addresses': ok(
          { data: { ...richmond, id: 'a2', line1: '20 Cremorne St' } },
          201,
        ),
        'POST /api/address-book/v0/entries/duplicates': ok(page([editing])),
        'PUT /api/address-book/v0/entries/7': ok({ data: editing }),
      },
      editing,
    );
    const street = screen.getByLabelText('Street address');
    await user.clear(street);
    await user.type(street, '20 Cremorne St');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This address could not be verified')).toBeTruthy();
    expect(
      within(alert).getByText('Choose one of these addresses, or save the address as you typed it.'),
    ).toBeTruthy();
    expect(
      within(alert).getByRole('button', { name: 'Use 20 Cremorne Street, Unit 4, Richmond VIC 3121' }),
    ).toBeTruthy();
    expect(calls()).toEqual(['GET /api/address/localities/4719', 'POST /api/address/v0/verify']);
    expect(requests[1]?.body).toEqual({
      data: {
        type: 'verifyAddress',
        attributes: {
          line1: '20 Cremorne St',
          line2: null,
          locality: 'Richmond',
          postcode: '3121',
          subdivision: 'VIC',
          countryId: 'AU',
        },
      },
    });
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Use the address as typed' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // the entry itself, found at its own name, is no duplicate
    expect(calls().slice(2)).toEqual([
      'POST /api/address/v0/addresses',
      'POST /api/address-book/v0/entries/duplicates',
      'PUT /api/address-book/v0/entries/7',
    ]);
    expect(requests[2]?.body).toMatchObject({ data: { type: 'addressEstimate' } });
  });
});

describe('the entry form: possible duplicates (H21)', () => {
  it('warns of other entries with the name or at the address, and saves only when told to', async () => {
    const user = userEvent.setup();
    const editing = entry('7', 'Kestrel');
    const other = { ...entry('8', 'Kestrel Cold Storage'), quickAccessCode: 'KCS' };
    const { calls, onSaved } = start(
      {
        'POST /api/address-book/v0/entries/duplicates': ok(page([editing, other])),
        'PUT /api/address-book/v0/entries/7': ok({ data: editing }),
      },
      editing,
    );
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Kestrel Cold Storage');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Possible duplicates')).toBeTruthy();
    // below the fold of a long form: the warning takes the focus, so it is brought into view and read
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(
      within(alert).getByText(
        'This site already has entries with this name or at this address. Check them before saving another.',
      ),
    ).toBeTruthy();
    const listed = within(within(alert).getByRole('list', { name: 'Possible duplicates' })).getAllByRole(
      'listitem',
    );
    expect(listed.map((item) => item.textContent)).toEqual([
      'Kestrel Cold Storage (KCS), 18 Cremorne Street, Richmond VIC 3121',
    ]);
    // the address was unchanged, so neither verified nor made again; nothing saved yet
    expect(calls()).toEqual(['POST /api/address-book/v0/entries/duplicates']);
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls()).toEqual([
      'POST /api/address-book/v0/entries/duplicates',
      'PUT /api/address-book/v0/entries/7',
    ]);
  });
});

describe('adding a contact to a new entry', () => {
  it('takes the first press while the empty name still has focus: the name is not blurred by the press', async () => {
    const user = userEvent.setup();
    start({});
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    const add = screen.getByRole('button', { name: 'Add contact' });
    await user.pointer({ keys: '[MouseLeft>]', target: add });
    expect(document.activeElement).toBe(name);
    expect(screen.queryByText('Cannot be blank')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: add });
    expect(await screen.findByRole('group', { name: /Contact 1/ })).toBeTruthy();
  });
});

describe('removing a contact', () => {
  it('moves the focus to Add contact, as the pressed button goes with its contact', async () => {
    const user = userEvent.setup();
    start({});
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await user.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    expect(screen.queryByRole('group', { name: 'Contact 2' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add contact' }));
  });
});

describe('a contact that fails to save after its entry did', () => {
  it('keeps the form open with the contact as typed, and saving again adds only that contact', async () => {
    const user = userEvent.setup();
    const editing = entry('7', 'Kestrel');
    let contactCalls = 0;
    const { calls, onSaved } = start(
      {
        'POST /api/address-book/v0/entries/duplicates': ok(page([editing])),
        'PUT /api/address-book/v0/entries/7': ok({ data: editing }),
        // the first contact is added; the connection fails on the second, then comes back
        'POST /api/address-book/v0/entries/7/contacts': () => {
          contactCalls += 1;
          if (contactCalls === 2)
            return { status: 503, body: { errors: [{ status: '503', title: 'down' }] } };
          return {
            status: 201,
            body: {
              data: {
                id: `c${contactCalls}`,
                name: contactCalls === 1 ? 'Ana Lopes' : 'Ben Ito',
                phone: null,
                email: null,
                deliveryInstructions: { specialInstructions: null, authorityToLeave: false },
              },
            },
          };
        },
      },
      editing,
    );
    for (const name of ['Ana Lopes', 'Ben Ito']) {
      await user.click(screen.getByRole('button', { name: 'Add contact' }));
      const groups = screen.getAllByRole('group', { name: /^Contact \d/ });
      await user.type(within(groups[groups.length - 1] as HTMLElement).getByLabelText('Contact name'), name);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const said = await screen.findByText(contactNotSaved);
    // the failed save left the focus nowhere: the card takes it, so it is brought into view and read
    await waitFor(() => expect(document.activeElement).toBe(said.closest('[role="alert"]')));
    expect(onSaved).not.toHaveBeenCalled();
    const second = screen.getByRole('group', { name: /^Contact 2/ });
    expect(within(second).getByLabelText<HTMLInputElement>('Contact name').value).toBe('Ben Ito');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const contactPosts = calls().filter((call) => call.endsWith('/contacts'));
    // Ana once, Ben's failed try, Ben again: never Ana twice
    expect(contactPosts).toHaveLength(3);
    expect(calls().filter((call) => call === 'POST /api/address-book/v0/entries')).toHaveLength(0);
  });
});
