import { describe, expect, it } from 'vitest';
import { melbourne } from '../../../testing/consignment-fixture';
import { osborneParkAddress, richmondAddress, site } from '../../../testing/fixtures';
import { inboundConsignment } from '../testing/inbound-consignment.fixture';
import { defaultPickupForm, type PickupForm } from './pickup-form';
import { oneSender, senderFromParty, senderUntouched } from './prefill-sender';

const melbourneDc = site('1', 'Melbourne DC', { addressId: richmondAddress.id });
const sender = {
  ...inboundConsignment.sender,
  addressBookEntryId: null,
  contactName: null,
  contactPhone: null,
};

describe('a pickup from consignments starts from their sender', () => {
  it('picks the sender’s address book entry, with its contact', () => {
    expect(senderFromParty(inboundConsignment.sender, melbourneDc)).toEqual({
      senderMode: 'entry',
      senderName: '',
      senderLine1: '',
      senderLine2: '',
      sender: {
        entry: {
          id: '17',
          name: 'Sydney Road Textiles',
          address: '28 Hasler Rd, Osborne Park WA 6017',
          addressId: osborneParkAddress.id,
          timeZone: 'Australia/Perth',
        },
        locality: null,
      },
      contactName: 'Priya',
      contactPhone: '0398765432',
    });
  });

  it('types a plain address as a new one: its name, lines and locality', () => {
    const party = {
      ...sender,
      name: 'Spencer St Store',
      line2: 'Dock 2',
      address: { ...melbourne, line2: 'Dock 2' },
    };
    expect(senderFromParty(party, melbourneDc)).toMatchObject({
      senderMode: 'new',
      senderName: 'Spencer St Store',
      senderLine1: '200 Spencer St',
      senderLine2: 'Dock 2',
      sender: { entry: null, locality: { id: '3000', label: 'Melbourne VIC 3000' } },
      contactName: '',
    });
  });

  it('keeps the site’s own address as the site', () => {
    const party = {
      ...sender,
      name: 'Melbourne DC',
      addressId: richmondAddress.id,
      address: richmondAddress,
    };
    expect(senderFromParty(party, melbourneDc)).toMatchObject({
      senderMode: 'site',
      senderName: 'Melbourne DC',
    });
  });

  it('leaves a place that was never found to the user', () => {
    expect(senderFromParty({ ...sender, addressId: '' }, melbourneDc)).toBeNull();
  });

  it('takes a sender only when every consignment shares it', () => {
    const at = (name: string, id: string) => ({ sender: { name, address: { ...melbourne, id } } });
    expect(oneSender([at('A', '1'), at('A', '1')])).toBe(true);
    expect(oneSender([at('A', '1'), at('B', '1')])).toBe(false);
    expect(oneSender([at('A', '1'), at('A', '2')])).toBe(false);
    expect(oneSender([])).toBe(false);
  });

  it('counts the sender untouched only while every sender field is as the form started', () => {
    const start = defaultPickupForm('inbound', melbourneDc, ['11'], '2026-03-09');
    const referenced: PickupForm = { ...start, reference: 'PU-1' };
    expect(senderUntouched(referenced, start)).toBe(true);
    expect(senderUntouched({ ...start, senderMode: 'new' }, start)).toBe(false);
    expect(senderUntouched({ ...start, contactName: 'P' }, start)).toBe(false);
    const picked = { entry: { id: '3', name: 'X', address: 'Y' }, locality: null };
    expect(senderUntouched({ ...start, sender: picked }, start)).toBe(false);
  });
});
