import { describe, expect, it } from 'vitest';
import {
  consignmentAttributesSchema,
  consignmentListQuerySchema,
  consignmentMessages,
  MAX_CONSIGNMENT_ITEMS,
} from './consignments';
import { entryKey } from './line-keys';
import { quoteMessages } from './quotes';

const attributes = {
  siteId: '3',
  type: 'outbound',
  quoteId: '0b1c1186-46ab-4315-ae15-a3f1edbe9f92',
  dispatchDate: '2026-03-06',
  sender: { name: 'Melbourne DC', addressId: 'a1' },
  receiver: { name: 'Adelaide Customer', addressId: 'a2' },
  lineItems: [
    {
      packagingType: 'Carton',
      description: 'Books',
      length: 400.4,
      width: 300,
      height: 200,
      weight: 9_999.6,
    },
  ],
};

describe('consignment attributes (spec 5)', () => {
  it('fill defaults: one item, rounded measures, no recovery, autoprint on, nothing declared', () => {
    const parsed = consignmentAttributesSchema.parse(attributes);
    expect(parsed.lineItems[0]).toMatchObject({
      quantity: 1,
      length: 400,
      weight: 10_000,
      dangerousGoods: [],
      pallets: null,
    });
    expect(parsed).toMatchObject({
      siteId: 3,
      references: [],
      costCenter: null,
      estimateId: null,
      shippingCostRecovery: { type: 'none', value: null },
      autoprint: { connotes: { enabled: true }, labels: { enabled: true } },
      dangerousGoodsDeclaration: { excludesDangerousGoods: false },
      receiver: {
        tailgate: false,
        authorityToLeave: false,
        deliveryTimeSlot: null,
        preventConsolidation: false,
      },
    });
  });

  it('need a description and all three dimensions on every line (M27)', () => {
    const result = consignmentAttributesSchema.safeParse({
      ...attributes,
      lineItems: [{ packagingType: 'Carton', weight: 1 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining([
        'lineItems.0.description',
        'lineItems.0.length',
        'lineItems.0.width',
        'lineItems.0.height',
      ]),
    );
  });

  it(`take at most ${MAX_CONSIGNMENT_ITEMS} items`, () => {
    const line = attributes.lineItems[0];
    expect(
      consignmentAttributesSchema.safeParse({ ...attributes, lineItems: [{ ...line, quantity: 999 }] })
        .success,
    ).toBe(true);
    expect(
      consignmentAttributesSchema.safeParse({ ...attributes, lineItems: [{ ...line, quantity: 1000 }] })
        .success,
    ).toBe(false);
  });
});

describe('entry keys (spec 8)', () => {
  it('are the client’s key, else the id, else the index', () => {
    expect(entryKey({ key: 'k1', id: 'li_x' }, 3)).toBe('k1');
    expect(entryKey({ id: 'li_x' }, 3)).toBe('li_x');
    expect(entryKey({ key: '12' }, 3)).toBe('3');
    expect(entryKey(undefined, 4)).toBe('4');
  });
});

describe('consignment list query (spec 7, 9)', () => {
  it('defaults to 30 a page sorted -updated,-dispatchDate; an offset alone takes 20', () => {
    const plain = consignmentListQuerySchema.parse({ 'filter[site.id]': '1,2,2' });
    expect(plain['filter[site.id]']).toEqual([1, 2]);
    expect(plain.page).toEqual({ limit: 30, offset: 0 });
    expect(plain.sort).toEqual([
      { key: 'updated', descending: true },
      { key: 'dispatchDate', descending: true },
    ]);
    expect(consignmentListQuerySchema.parse({ 'filter[site.id]': '1', 'page[offset]': '40' }).page).toEqual({
      limit: 20,
      offset: 40,
    });
  });

  it('needs a site or an organisation, at most 100 sites, and ranges in order', () => {
    expect(consignmentListQuerySchema.safeParse({}).success).toBe(false);
    expect(consignmentListQuerySchema.safeParse({ 'filter[organisation.id]': '4' }).success).toBe(true);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(consignmentListQuerySchema.safeParse({ 'filter[site.id]': many }).error?.issues[0]?.message).toBe(
      'A consignment search takes at most 100 site ids',
    );
    const backwards = consignmentListQuerySchema.safeParse({
      'filter[site.id]': '1',
      'filter[eta][start]': '2026-03-10',
      'filter[eta][end]': '2026-03-01',
    });
    expect(backwards.error?.issues[0]?.path).toEqual(['filter[eta][end]']);
  });
});

describe('dangerous goods notification (M40)', () => {
  // an entry a DG summary can print: packages, quantity and the consignment's emergency contact
  const withEntry = (entry: Record<string, unknown>) => ({
    ...attributes,
    lineItems: [
      {
        ...attributes.lineItems[0],
        dangerousGoods: [
          {
            unNumber: 'UN1263',
            properShippingName: 'PAINT',
            classOrDivision: '3',
            packingGroup: 'II',
            receptacle: 'Tin',
            receptacleCount: 6,
            receptacleAggregateQuantity: { amount: 24, unit: 'L' },
            ...entry,
          },
        ],
      },
    ],
    dangerousGoodsDeclaration: { emergencyContact: { name: 'Chemwatch 24h', phone: '1800 555 123' } },
  });

  it('is kept on a notifiable entry', () => {
    const parsed = consignmentAttributesSchema.parse(
      withEntry({ notifiable: true, notification: 'Notified to EPA, ref 42' }),
    );
    expect(parsed.lineItems[0]?.dangerousGoods[0]).toMatchObject({
      notifiable: true,
      notification: 'Notified to EPA, ref 42',
    });
  });

  it('is refused at the entry’s notification on an entry that is not notifiable', () => {
    const result = consignmentAttributesSchema.safeParse(withEntry({ notification: 'Notified' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('/'), issue.message])).toEqual([
      ['lineItems/0/dangerousGoods/0/notification', quoteMessages.notificationNotNotifiable],
    ]);
  });

  it('may be blank on an entry that is not notifiable', () => {
    expect(consignmentAttributesSchema.safeParse(withEntry({ notification: '' })).success).toBe(true);
  });
});

describe('mapping error (M60)', () => {
  it('reads as the spec gives it', () => {
    expect(consignmentMessages.mappingError('Unknown packaging type Crate', '42')).toBe(
      'Mapping error. Unknown packaging type Crate. Resource id: 42.',
    );
  });
});
