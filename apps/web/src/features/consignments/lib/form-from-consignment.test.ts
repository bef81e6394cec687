import { describe, expect, it } from 'vitest';
import type { Consignment } from '@freight/contracts';
import { fieldOfPointer } from './form-errors';
import { partyToForm } from './form-from-consignment';

const party = (addressId: string, locality: string, localityId: string): Consignment['sender'] => ({
  name: 'Fitzroy Bike Workshop',
  addressId,
  address: {
    id: addressId,
    line1: '140 Brunswick St',
    line2: null,
    locality,
    postcode: '3065',
    subdivision: 'VIC',
    countryId: 'AU',
    timeZone: 'Australia/Melbourne',
    from: 'estimate',
    gnafId: null,
    localityId,
  },
  line2: null,
  residential: false,
  addressBookEntryId: null,
  addressBookContactId: null,
  contactName: 'Ben Ortiz',
  contactPhone: null,
  contactEmail: null,
});

describe('an imported consignment in the edit form (DESIGN 5)', () => {
  it('a receiver whose place was not found starts with its street and name but no locality, to be picked', () => {
    const form = partyToForm(party('', 'Fitzroyy', ''), { addressId: 'site-address' });
    expect(form).toMatchObject({
      mode: 'new',
      name: 'Fitzroy Bike Workshop',
      line1: '140 Brunswick St',
      locality: null,
      resolved: null,
      contactName: 'Ben Ortiz',
    });
  });

  it('a found one keeps its saved address', () => {
    const form = partyToForm(party('9a1e', 'Fitzroy', '123'), { addressId: 'site-address' });
    expect(form.locality).toMatchObject({ id: '123', label: 'Fitzroy VIC 3065' });
    expect(form.resolved?.addressId).toBe('9a1e');
  });

  it("the locality issue shows at the receiver's locality picker, a line's at its field", () => {
    const context = {
      modes: { sender: 'site' as const, receiver: 'new' as const },
      lines: [{ key: 'line-1', id: 'li_abc', dangerousGoods: [] }],
      customFieldKeys: [],
    };
    expect(fieldOfPointer('/data/attributes/receiver/addressId', context)).toBe('receiver.locality');
    expect(fieldOfPointer('/data/attributes/lineItems/li_abc/height', context)).toBe('lineItems.0.height');
    expect(fieldOfPointer('/data/attributes/quoteId', context)).toBe('quote');
    expect(fieldOfPointer('/data/attributes/costCenter', context)).toBe('costCenter');
  });
});
