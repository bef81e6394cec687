import { describe, expect, it } from 'vitest';
import { perthMorningSlot, savedConsignment } from '../../../testing/consignment-fixture';
import { site } from '../../../testing/fixtures';
import { consignmentToForm } from './form-from-consignment';
import { knownIdentity, newAddressOf, partyToQuoteLocation } from './form-parties';
import { consignmentRequest, quoteSetRequest } from './form-request';
import { consignmentFormSchema } from './form-schema';
import type { ConsignmentForm, ConsignmentFormValues } from './form-schema';
import { recurrencesBetween } from './form-time-slot';

const melbourne = site('1', 'Melbourne DC');
const customFields = [{ key: 'po', label: 'Purchase order', required: false }];
const saved = savedConsignment();

const parse = (form: ConsignmentForm): ConsignmentFormValues =>
  consignmentFormSchema({ costCentreRequired: false }).parse(form);

const values = () => parse(consignmentToForm(saved, melbourne, customFields));

const parties = {
  sender: { name: 'Melbourne DC', addressId: 'a-1', addressBookEntryId: null },
  receiver: { name: 'Osborne Park', addressId: 'a-2', addressBookEntryId: '9' },
};

describe('consignment requests', () => {
  it('counts recurrences in days between the two chosen dates (M31)', () => {
    expect(recurrencesBetween('2026-03-10', '2026-03-12')).toBe(2);
    expect(recurrencesBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(recurrencesBetween('2026-03-31', '2026-04-02')).toBe(2);
  });

  it('sends a JSON:API body: parties by address id, lines by key and id in mm and g, the site’s extras (M48)', () => {
    const body = consignmentRequest(values(), {
      site: melbourne,
      parties,
      quoteId: 'q-1',
      estimateId: '12',
      palletsEnabled: true,
      timeSlotsEnabled: true,
    });
    expect(body.data.type).toBe('consignments');
    const attributes = body.data.attributes;
    expect(attributes).toMatchObject({
      siteId: '1',
      type: 'outbound',
      quoteId: 'q-1',
      dispatchDate: '2026-03-09',
      references: ['PO-1'],
      costCenter: 'MEL-100',
      customFields: { po: 'X1' },
      estimateId: '12',
      autoprint: { labels: { enabled: false }, connotes: { enabled: true } },
      sender: { name: 'Melbourne DC', addressId: 'a-1', addressBookEntryId: null, contactEmail: null },
      receiver: {
        name: 'Osborne Park',
        addressId: 'a-2',
        addressBookEntryId: '9',
        tailgate: true,
        specialInstructions: 'Trade counter',
        deliveryTimeSlot: perthMorningSlot,
      },
    });
    const line = attributes.lineItems?.[0];
    expect(line).toMatchObject({
      id: 'li_abc',
      packagingType: 'Carton',
      description: 'Medium carton',
      quantity: 3,
      length: 450,
      width: 350,
      height: 300,
      weight: 8000,
    });
    expect(line?.key).toMatch(/^lineItem-[0-9a-f-]{36}$/);
    // no transfer type chosen: no pallets
    expect(attributes.pallets).toBeNull();
  });

  it('leaves out the time slot and pallets while the site does not offer them (M33, M34)', () => {
    const form = values();
    form.pallets = { transferType: 'carrier', docketNumbers: ['D1'] };
    const context = { site: melbourne, parties, quoteId: 'q-1' };
    const off = consignmentRequest(form, { ...context, palletsEnabled: false, timeSlotsEnabled: false });
    expect(off.data.attributes.receiver.deliveryTimeSlot).toBeNull();
    expect(off.data.attributes.pallets).toBeNull();
    const on = consignmentRequest(form, { ...context, palletsEnabled: true, timeSlotsEnabled: true });
    expect(on.data.attributes.pallets).toEqual({ transferType: 'carrier', docketNumbers: ['D1'] });
  });

  it('knows a party’s address without asking while its typed lines are unchanged', () => {
    const form = values();
    expect(knownIdentity(form.sender, melbourne)).toEqual({
      name: 'Melbourne DC',
      addressId: '11111111-1111-4111-8111-111111111111',
      addressBookEntryId: null,
    });
    expect(knownIdentity(form.receiver, melbourne)).toMatchObject({ addressBookEntryId: '9' });
    const moved = { ...form.sender, line1: '1 Collins St' };
    expect(knownIdentity(moved, melbourne)).toBeNull();
    expect(newAddressOf(moved)).toEqual({ line1: '1 Collins St', line2: null, localitySuggestionId: '3000' });
  });

  it('prices a typed address not yet made by its locality, and an entry by its id', () => {
    const form = values();
    const moved = { ...form.sender, line1: '1 Collins St' };
    expect(partyToQuoteLocation(moved, melbourne)).toEqual({
      name: 'Melbourne DC',
      locality: { id: '3000' },
      residential: false,
    });
    const request = quoteSetRequest(form, { site: melbourne, consignmentId: '42', timeSlotsEnabled: false });
    expect(request.data).toMatchObject({
      siteId: '1',
      consignmentId: '42',
      sender: { name: 'Melbourne DC', address: { id: '11111111-1111-4111-8111-111111111111' } },
      receiver: { addressBookEntryId: '9' },
      tailgate: true,
      handUnload: false,
      deliveryTimeSlot: null,
      lineItems: [{ packagingType: 'Carton', quantity: 3, length: 450, weight: 8000 }],
    });
  });
});
