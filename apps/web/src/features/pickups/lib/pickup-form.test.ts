import { describe, expect, it } from 'vitest';
import { richmondAddress, site } from '../../../testing/fixtures';
import { typedCarton } from '../../../testing/line-fixture';
import type { Pickup } from '@freight/contracts';
import type { PickupFormValues } from './pickup-form';
import {
  cloneToForm,
  defaultPickupForm,
  pickupFormSchema,
  pickupFormSchemaFrom,
  pickupToAttributes,
  savedNewAddressId,
} from './pickup-form';

const wacol = { ...site('3', 'Wacol Depot'), addressId: '30' };

/** A pickup from the site itself on a summer morning, when Queensland is an hour behind Victoria. */
function fromSite(): PickupFormValues {
  const form = defaultPickupForm('outbound', wacol, [], '2026-12-03');
  return { ...form, startTime: '09:00', durationMinutes: 240 } as PickupFormValues;
}

describe('the sender time zone of a pickup from the site', () => {
  it("is the site address's, so the window keeps the site's own clock", () => {
    const attributes = pickupToAttributes(fromSite(), wacol, 'Australia/Brisbane');
    expect(attributes.senderTimeZone).toBe('Australia/Brisbane');
    expect(attributes.pickupWindow).toBe('2026-12-03T09:00:00+10:00/PT4H');
  });

  it('is Melbourne time only while the site address is not known', () => {
    const attributes = pickupToAttributes(fromSite(), wacol);
    expect(attributes.senderTimeZone).toBe('Australia/Melbourne');
    expect(attributes.pickupWindow).toBe('2026-12-03T09:00:00+11:00/PT4H');
  });
});

/** A pickup from a street typed on the form: 12 Swan St on Richmond VIC 3121. */
function fromNewAddress(): PickupFormValues {
  const form = defaultPickupForm('outbound', wacol, [], '2026-12-03');
  return {
    ...form,
    senderMode: 'new',
    senderName: 'Richmond Store',
    senderLine1: '12 Swan St',
    senderLine2: '',
    sender: {
      entry: null,
      locality: { id: '77', label: 'Richmond VIC 3121', timeZone: 'Australia/Melbourne' },
    },
  } as PickupFormValues;
}

const savedAt = (line1: string, localityId = '77') =>
  ({
    sender: {
      address: { ...richmondAddress, id: 'addr-1', line1, localityId },
    },
  }) as unknown as Pickup;

describe('a new address as the sender', () => {
  it('sends the typed street on the picked locality, in the locality’s time zone', () => {
    const attributes = pickupToAttributes(fromNewAddress(), wacol, 'Australia/Brisbane');
    expect(attributes.sender).toMatchObject({
      name: 'Richmond Store',
      newAddress: { line1: '12 Swan St', line2: null, locality: { id: '77' } },
    });
    expect(attributes.sender).not.toHaveProperty('address');
    expect(attributes.senderTimeZone).toBe('Australia/Melbourne');
    expect(attributes.pickupWindow).toBe('2026-12-03T09:00:00+11:00/PT4H');
  });

  it('names the address saved for the same lines, and a new one once they change', () => {
    const form = fromNewAddress();
    expect(savedNewAddressId(form, savedAt('12 Swan St'))).toBe('addr-1');
    expect(pickupToAttributes(form, wacol, undefined, savedAt('12 Swan St')).sender).toMatchObject({
      address: { id: 'addr-1' },
    });
    expect(savedNewAddressId(form, savedAt('14 Swan St'))).toBeNull();
    expect(savedNewAddressId(form, savedAt('12 Swan St', '78'))).toBeNull();
    expect(pickupToAttributes(form, wacol, undefined, savedAt('14 Swan St')).sender).toHaveProperty(
      'newAddress',
    );
  });

  it('needs the street and the locality', () => {
    // freight from a consignment, so the lines are not what is missing
    const form = {
      ...fromNewAddress(),
      consignmentIds: ['5'],
      lineItems: [],
      senderLine1: ' ',
      sender: { entry: null, locality: null },
    };
    const result = pickupFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['senderLine1', 'sender.locality']));
  });

  it('comes back from a cloned pickup as the same street and locality', () => {
    const pickup = clonedFrom([]);
    const form = cloneToForm(pickup, wacol);
    expect(form).toMatchObject({
      senderMode: 'new',
      senderLine1: '12 Swan St',
      senderLine2: '',
      sender: { locality: { id: '77', label: 'Richmond VIC 3121', timeZone: 'Australia/Melbourne' } },
    });
  });

  it("keeps a cloned pickup's typed freight, its dangerous goods with it where the site may send them", () => {
    const drums = {
      destination: null,
      description: 'Paint drums',
      packagingType: 'Drum',
      length: 600,
      width: 600,
      height: 905,
      weight: 24_500,
      quantity: 2,
      consignmentId: null,
      shippingItemPresetId: '5',
      dangerousGoods: [
        { unNumber: '1263', properShippingName: 'PAINT', classOrDivision: '3', packingGroup: 'II' },
      ],
    };
    const pickup = clonedFrom([drums]);
    const withDangerousGoods = {
      ...wacol,
      dangerousGoods: { isTransacting: true, hasTransacted: true, notifiableEnabled: false },
      userCanTransactWithDangerousGoods: true,
    };
    const [line] = cloneToForm(pickup, withDangerousGoods).lineItems;
    expect(line).toMatchObject({
      description: 'Paint drums',
      quantity: 2,
      length: 60,
      height: 90.5,
      weight: 24.5,
    });
    expect(line?.dangerousGoods).toMatchObject([
      { unNumber: '1263', properShippingName: 'PAINT', classOrDivision: '3', packingGroup: 'II' },
    ]);
    expect(line?.presetId).toBe('5');
    // a site without the feature could neither show nor send them; another site has presets of its own
    const elsewhere = cloneToForm(pickup, { ...wacol, id: '2' }).lineItems[0];
    expect(elsewhere?.dangerousGoods).toEqual([]);
    expect(elsewhere?.presetId).toBeNull();
  });
});

/** A pickup from a typed street in Richmond, with this typed freight, as the API answers it. */
function clonedFrom(freight: unknown[]): Pickup {
  return {
    ...savedAt('12 Swan St'),
    siteId: '3',
    type: 'outbound',
    pickupWindow: '2026-12-03T09:00:00+11:00/PT4H',
    senderTimeZone: 'Australia/Melbourne',
    pickupInstructions: null,
    reference: null,
    freightProfile: { consignments: [], freight },
    sender: {
      ...savedAt('12 Swan St').sender,
      name: 'Richmond Store',
      locality: null,
      addressBookEntryId: null,
      contact: { name: null, phone: null, email: null },
    },
  } as unknown as Pickup;
}

describe('the sender (P15, G09)', () => {
  it('is required beside a blank line, so a submit names every fault at once', () => {
    const issues = pickupFormSchema
      .safeParse({
        ...fromNewAddress(),
        senderName: '',
        senderLine1: '',
        lineItems: [typedCarton({ width: null })],
      })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['senderName', 'cannot be blank'],
        ['senderLine1', 'cannot be blank'],
        ['lineItems.0.width', 'cannot be blank'],
      ]),
    );
  });
});

describe('the contact phone (spec 5.2)', () => {
  const phoneIssues = (contactPhone: string) =>
    pickupFormSchema
      .safeParse({ ...fromSite(), consignmentIds: ['5'], lineItems: [], contactPhone })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('follows the phone rules, with their messages', () => {
    expect(phoneIssues('0312')).toEqual([['contactPhone', 'must have 10 digits']]);
    expect(phoneIssues('3 9123 456')).toEqual([['contactPhone', 'must have 9 digits']]);
    expect(phoneIssues('13 12 345')).toEqual([['contactPhone', '13 numbers must be 6 digits']]);
  });

  it('is not a number too short to call, whatever its prefix', () => {
    expect(phoneIssues('12')).toEqual([['contactPhone', 'must have at least 6 digits']]);
  });

  it('takes a valid number with spaces or brackets, or none at all', () => {
    for (const phone of ['03 8368 2200', '(03) 8368 2200', '']) expect(phoneIssues(phone)).toBeUndefined();
  });
});

describe('typed freight (P18)', () => {
  it('needs each dimension more than 0, as the carrier measures it', () => {
    const line = typedCarton({ width: 0 });
    const issues = pickupFormSchema
      .safeParse({ ...fromSite(), lineItems: [line] })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([['lineItems.0.width', 'must be greater than 0']]);
  });
});

describe('the pickup date', () => {
  const dateIssues = (pickupDate: string, earliest?: string) =>
    pickupFormSchemaFrom(() => earliest)
      .safeParse({
        ...fromSite(),
        consignmentIds: ['5'],
        lineItems: [],
        pickupDate,
        contactName: 'x'.repeat(101),
      })
      .error?.issues.filter((issue) => issue.path[0] !== 'contactName')
      .map((issue) => [issue.path.join('.'), issue.message]);

  it('is not a day gone by, said as the consignment form says it, beside the form’s other faults', () => {
    expect(dateIssues('2020-01-01', '2026-12-03')).toEqual([['pickupDate', 'date must be after 2 Dec 2026']]);
    expect(dateIssues('2026-12-02', '2026-12-03')).toEqual([['pickupDate', 'date must be after 2 Dec 2026']]);
    expect(dateIssues('2026-12-03', '2026-12-03')).toEqual([]);
  });

  it('is any date while no earliest is given, and a date still', () => {
    expect(dateIssues('2020-01-01')).toEqual([]);
    // the field shows its first
    expect(dateIssues('', '2026-12-03')?.[0]).toEqual(['pickupDate', 'cannot be blank']);
  });
});
