import { describe, expect, it } from 'vitest';
import { site } from '../../../testing/fixtures';
import { defaultConsignmentForm, emptyParty } from './form-defaults';
import { consignmentFormSchema } from './form-schema';
import type { ConsignmentForm } from './form-schema';
import type { DangerousGoodsForm } from '../../../shared/shipment-form/lib/line-form';
import { newDangerousGoods } from '../../../shared/shipment-form/lib/new-line';

const melbourne = site('1', 'Melbourne DC');
const customFields = [{ key: 'po', label: 'Purchase order', required: true }];

function start(): ConsignmentForm {
  return defaultConsignmentForm({
    type: 'outbound',
    site: melbourne,
    customFields,
    recovery: { type: 'none', value: null },
    today: '2026-03-09',
  });
}

/** A form that passes: an entry receiver, a typed sender, one whole line and the custom field. */
function valid(): ConsignmentForm {
  const form = start();
  return {
    ...form,
    sender: {
      ...emptyParty('new'),
      name: 'Melbourne DC',
      line1: '200 Spencer St',
      locality: { id: '3000', label: 'Melbourne VIC 3000', timeZone: 'Australia/Melbourne' },
    },
    receiver: { ...emptyParty('entry'), entry: { id: '9', name: 'Osborne Park', address: '28 Hasler Rd' } },
    lineItems: form.lineItems.map((line) => ({
      ...line,
      packagingType: 'Carton',
      description: 'Medium carton',
      length: 45,
      width: 35,
      height: 30,
      weight: 8,
    })),
    customFields: form.customFields.map((field) => ({ ...field, value: 'X1' })),
  };
}

const issues = (form: ConsignmentForm, costCentreRequired = false, earliestDispatchDate?: string) => {
  const result = consignmentFormSchema({
    costCentreRequired,
    ...(earliestDispatchDate ? { earliestDispatchDate } : {}),
  }).safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('consignment form rules', () => {
  it('takes no dispatch date before the earliest it is given, and that day itself', () => {
    expect(issues({ ...valid(), dispatchDate: '2026-03-08' }, false, '2026-03-09')).toEqual({
      dispatchDate: 'date must be after 8 Mar 2026',
    });
    expect(issues({ ...valid(), dispatchDate: '2026-03-09' }, false, '2026-03-09')).toEqual({});
    // said beside the form's other faults, not only once they are fixed
    expect(issues({ ...start(), dispatchDate: '2026-03-08' }, false, '2026-03-09')).toMatchObject({
      dispatchDate: 'date must be after 8 Mar 2026',
    });
    // an edited consignment's form is given its own earlier date, or none
    expect(issues({ ...valid(), dispatchDate: '2026-03-01' })).toEqual({});
  });

  it('asks dangerous goods for their packages and quantity, and declarable ones for an emergency contact', () => {
    const form = valid();
    const entry: DangerousGoodsForm = {
      ...newDangerousGoods(),
      unNumber: '1263',
      properShippingName: 'PAINT',
    };
    const withEntry = (over: Partial<DangerousGoodsForm>, contact = { name: '', phone: '' }) => ({
      ...form,
      emergencyContact: contact,
      lineItems: form.lineItems.map((line) => ({ ...line, dangerousGoods: [{ ...entry, ...over }] })),
    });
    const dg = 'lineItems.0.dangerousGoods.0';
    expect(issues(withEntry({}))).toEqual({
      [`${dg}.receptacleCount`]: 'cannot be blank',
      [`${dg}.classOrDivision`]: 'cannot be blank',
      [`${dg}.receptacle`]: 'cannot be blank',
      [`${dg}.quantityAmount`]: 'cannot be blank',
      [`${dg}.quantityUnit`]: 'cannot be blank',
      'emergencyContact.name': 'cannot be blank',
      'emergencyContact.phone': 'cannot be blank',
    });
    // a notifiable entry says only how many packages it is, and needs no emergency contact
    expect(issues(withEntry({ notifiable: true }))).toEqual({ [`${dg}.receptacleCount`]: 'cannot be blank' });
    const complete = {
      classOrDivision: '3',
      receptacle: 'Steel drum',
      receptacleCount: 2,
      quantityAmount: 20,
      quantityUnit: 'L',
    } as const;
    expect(issues(withEntry(complete, { name: 'Chemwatch', phone: '1800 555 123' }))).toEqual({});
  });

  it('starts today with one line of quantity 1 and both autoprint flags on (M29)', () => {
    const form = start();
    expect(form.dispatchDate).toBe('2026-03-09');
    expect(form.lineItems).toHaveLength(1);
    expect(form.lineItems[0]?.quantity).toBe(1);
    expect(form.autoprint).toEqual({ labels: true, connotes: true });
    // a site without its own address starts from the address book
    expect(form.sender.mode).toBe('entry');
  });

  it('accepts a complete form', () => {
    expect(issues(valid())).toEqual({});
  });

  it('asks each party for what its mode shows (M25, M26)', () => {
    const form = valid();
    form.sender = emptyParty('new');
    form.receiver = emptyParty('entry');
    expect(issues(form)).toMatchObject({
      'sender.name': 'cannot be blank',
      'sender.line1': 'cannot be blank',
      'sender.locality': 'cannot be blank',
      'receiver.entry': 'cannot be blank',
    });
  });

  it('checks both parties’ contact phones with the phone rules (spec 5.2, G48)', () => {
    const form = valid();
    const withPhones = (sender: string, receiver: string): ConsignmentForm => ({
      ...form,
      sender: { ...form.sender, contactPhone: sender },
      receiver: { ...form.receiver, contactPhone: receiver },
    });
    expect(issues(withPhones('0312', '1300 123 45'))).toEqual({
      'sender.contactPhone': 'must have 10 digits',
      'receiver.contactPhone': '1300 numbers must have 10 digits',
    });
    expect(issues(withPhones('03 8368 2200', '(03) 8368 2200'))).toEqual({});
    expect(issues(withPhones('', ' '))).toEqual({});
  });

  it('needs a line description and measures above zero (M27)', () => {
    const form = valid();
    form.lineItems = form.lineItems.map((line) => ({ ...line, description: ' ', height: 0 }));
    expect(issues(form)).toMatchObject({
      'lineItems.0.description': 'cannot be blank',
      'lineItems.0.height': 'must be greater than 0',
    });
  });

  it('wants the end time of a delivery time slot after its start (M30, M32)', () => {
    const form = valid();
    form.timeSlot = {
      enabled: true,
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      startTime: '14:00',
      endTime: '09:00',
      timeZone: 'Australia/Perth',
    };
    expect(issues(form)).toEqual({ 'timeSlot.endTime': 'end time must be after start time' });
    form.timeSlot = { ...form.timeSlot, startTime: '', endTime: '', timeZone: '' };
    expect(issues(form)).toMatchObject({
      'timeSlot.startTime': 'cannot be blank',
      'timeSlot.endTime': 'cannot be blank',
      'timeSlot.timeZone': 'cannot be blank',
    });
  });

  it('asks nothing of a delivery time slot that is off', () => {
    const form = valid();
    form.timeSlot = { ...form.timeSlot, enabled: false, startTime: '14:00', endTime: '09:00' };
    expect(issues(form)).toEqual({});
  });

  it('requires a cost centre only when the site does, and required custom fields', () => {
    const form = valid();
    expect(issues(form, true)).toEqual({ costCenter: 'cannot be blank' });
    form.customFields = form.customFields.map((field) => ({ ...field, value: '' }));
    expect(issues({ ...form, costCenter: 'MEL-100' }, true)).toEqual({
      'customFields.0.value': 'cannot be blank',
    });
  });
});
