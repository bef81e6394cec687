import type { Entry } from '@freight/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installSignedInApi } from '../../../testing/fake-api';
import { richmondAddress } from '../../../testing/fixtures';
import { entryToForm } from '../lib/entry-form';
import { saveEntry, SaveStepError } from './use-save-entry';
import { week } from '../testing/week.fixture';

const address = richmondAddress;
const contact = (id: string, name: string) => ({
  id,
  name,
  phone: null,
  email: null,
  deliveryInstructions: { specialInstructions: null, authorityToLeave: false },
});
const entry: Entry = {
  id: '7',
  siteId: '1',
  name: 'Kestrel',
  quickAccessCode: null,
  location: { address, line2: null, residential: false },
  preventConsolidation: false,
  requiresDeliveryTimeSlot: false,
  pallets: { allowedPalletTypes: [], preferredTransferType: 'none' },
  operatingHours: {
    differentEachDay: false,
    operatingDays: week(null, { monday: { open: '08:00', close: '17:00' } }),
  },
  contactSuggestions: [contact('1', 'Kept'), contact('2', 'Changed'), contact('3', 'Removed')],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const ok =
  (body: unknown, status = 200) =>
  () => ({ status, body });

afterEach(() => {
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('saving an entry', () => {
  it('keeps the address when street and locality are unchanged, and syncs contacts one call each', async () => {
    const { requests } = installSignedInApi({
      'PUT /api/address-book/v0/entries/7': ok({ data: entry }),
      'DELETE /api/address-book/v0/entries/7/contacts/3': ok(undefined, 204),
      'PUT /api/address-book/v0/entries/7/contacts/2': ok({ data: contact('2', 'Changed twice') }),
      'POST /api/address-book/v0/entries/7/contacts': ok({ data: contact('4', 'New') }, 201),
    });
    const form = entryToForm(entry);
    const [kept, changed] = form.contacts;
    if (!kept || !changed) throw new Error('fixture has contacts');
    form.name = 'Kestrel Richmond';
    form.contacts = [kept, { ...changed, name: 'Changed twice' }, { ...kept, id: undefined, name: 'New' }];
    await saveEntry({ siteId: '1', entry, form });

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/address-book/v0/entries/7',
      'DELETE /api/address-book/v0/entries/7/contacts/3',
      'PUT /api/address-book/v0/entries/7/contacts/2',
      'POST /api/address-book/v0/entries/7/contacts',
    ]);
    expect(requests[0]?.body).toMatchObject({
      data: {
        type: 'entries',
        attributes: { siteId: '1', name: 'Kestrel Richmond', location: { address: { id: address.id } } },
      },
    });
  });

  it('makes a new address from the typed street on the picked locality when either changes', async () => {
    const moved = { ...address, id: '1b6f6c0e-8f53-4a8e-9d0c-2f1f2d7e6a12', line1: '1 New Road' };
    const { requests } = installSignedInApi({
      'POST /api/address/v0/addresses': ok({ data: moved }, 201),
      'PUT /api/address-book/v0/entries/7': ok({ data: entry }),
    });
    const form = { ...entryToForm(entry), line1: '1 New Road', contacts: [] };
    await saveEntry({ siteId: '1', entry: { ...entry, contactSuggestions: [] }, form });
    expect(requests[0]?.body).toEqual({
      data: {
        type: 'addressEstimate',
        attributes: { line1: '1 New Road', line2: null, localitySuggestionId: '4719' },
      },
    });
    expect(requests[1]?.body).toMatchObject({
      data: { attributes: { location: { address: { id: moved.id } } } },
    });
  });

  it("says which step failed, so the form can place the server's message", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installSignedInApi({
      'PUT /api/address-book/v0/entries/7': () => ({
        status: 409,
        body: apiErrorBody(
          409,
          'conflict',
          'Code already exists, try a different one',
          '/data/attributes/quickAccessCode',
        ),
      }),
    });
    const failure = await saveEntry({ siteId: '1', entry, form: entryToForm(entry) }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(SaveStepError);
    expect((failure as SaveStepError).step).toBe('entry');
  });
});
