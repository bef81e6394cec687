import { describe, expect, it } from 'vitest';
import type { PendingEntryRow } from '../../../db/schema';
import type { ContactRow } from '../contacts.repository';
import type { EntryRow } from '../entries.repository';
import { MAX_DUPLICATES_PER_ROW, planRows } from './entry-matching';

const KEY = '1 road||richmond|vic|3121';

const pending = (line: number, over: Partial<PendingEntryRow['draft']> = {}): PendingEntryRow => ({
  line,
  name: over.name ?? 'Harbour Foods',
  warnings: [],
  values: [],
  draft: {
    name: 'Harbour Foods',
    quickAccessCode: null,
    line1: '1 Road',
    line2: null,
    locality: { suburb: 'Richmond', state: 'VIC', postcode: '3121' },
    residential: false,
    preventConsolidation: false,
    requiresDeliveryTimeSlot: false,
    allowedPalletTypes: [],
    preferredTransferType: 'none',
    operatingHours: {
      differentEachDay: false,
      operatingDays: {
        monday: { open: '08:00', close: '16:00' },
        tuesday: null,
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: null,
        sunday: null,
      },
    },
    contact: null,
    ...over,
  },
});

const entry = (id: number, over: Partial<EntryRow> = {}): EntryRow => ({
  id,
  siteId: 1,
  name: 'Harbour Foods',
  quickAccessCode: null,
  addressId: '00000000-0000-4000-8000-000000000001',
  line2: null,
  residential: false,
  preventConsolidation: false,
  requiresDeliveryTimeSlot: false,
  allowedPalletTypes: [],
  preferredTransferType: null,
  // as jsonb gives it back: its own key order
  operatingHours: {
    operatingDays: {
      friday: null,
      monday: { close: '16:00', open: '08:00' },
      sunday: null,
      tuesday: null,
      saturday: null,
      thursday: null,
      wednesday: null,
    },
    differentEachDay: false,
  },
  addressText: '1 Road, Richmond VIC 3121',
  locality: 'Richmond',
  postcode: '3121',
  addressKey: KEY,
  searchText: '',
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});

const contact = (over: Partial<ContactRow>): ContactRow => ({
  id: 1,
  entryId: 1,
  name: 'Sam',
  phone: '03 9000 0000',
  email: null,
  specialInstructions: null,
  authorityToLeave: false,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});

const noContacts = () => [];

describe('planning an import batch against the site', () => {
  it('leaves an entry of the same name and address alone when nothing differs, whatever the key order', () => {
    const [plan] = planRows([{ row: pending(2), addressKey: KEY }], [entry(1)], noContacts);
    expect(plan).toMatchObject({ kind: 'update', entryChanged: false, addressChanged: false });
  });

  it('matches the quick access code before the name and address, and reports the other as a duplicate', () => {
    const coded = entry(2, { name: 'Other Name', quickAccessCode: 'HF', addressKey: 'elsewhere' });
    const [plan] = planRows(
      [{ row: pending(2, { quickAccessCode: 'hf' }), addressKey: KEY }],
      [entry(1), coded],
      noContacts,
    );
    expect(plan).toMatchObject({ kind: 'update', entryChanged: true, addressChanged: true });
    expect(plan?.kind === 'update' && plan.entry.id).toBe(2);
    expect(plan?.kind === 'update' && plan.duplicates.map((d) => d.id)).toEqual([1]);
  });

  it('makes a new entry when only the name or only the address matches, naming those as duplicates', () => {
    const candidates = [
      entry(1, { addressKey: 'elsewhere' }),
      ...Array.from({ length: 7 }, (_, i) => entry(10 + i, { name: `Neighbour ${i}` })),
    ];
    const [plan] = planRows([{ row: pending(2), addressKey: KEY }], candidates, noContacts);
    expect(plan?.kind).toBe('create');
    expect(plan?.kind === 'create' && plan.duplicates.map((d) => d.id)).toEqual([1, 10, 11, 12, 13]);
    expect(MAX_DUPLICATES_PER_ROW).toBe(5);
  });

  it('never lets two rows of a batch update one entry', () => {
    const plans = planRows(
      [
        { row: pending(2, { quickAccessCode: 'NEW' }), addressKey: KEY },
        { row: pending(3, { name: 'Renamed', quickAccessCode: 'HF' }), addressKey: KEY },
      ],
      [entry(1, { quickAccessCode: 'HF' })],
      noContacts,
    );
    expect(plans.map((plan) => plan.kind)).toEqual(['update', 'sameEntry']);
    expect(plans[1]).toEqual({ kind: 'sameEntry', row: 2 });
  });

  it("updates the entry's contact of the same name, adds one it lacks, and leaves an equal one", () => {
    const sam = {
      name: 'sam',
      phone: '0412 555 010',
      email: null,
      specialInstructions: null,
      authorityToLeave: false,
    };
    const plan = (details: typeof sam, existing: ContactRow[]) =>
      planRows([{ row: pending(2, { contact: details }), addressKey: KEY }], [entry(1)], () => existing)[0];
    expect(plan(sam, [contact({ id: 4 })])).toMatchObject({
      entryChanged: false,
      contact: { kind: 'update', id: 4 },
    });
    expect(plan(sam, [])).toMatchObject({ contact: { kind: 'add' } });
    expect(plan({ ...sam, name: 'Sam', phone: '03 9000 0000' }, [contact({})])).toMatchObject({
      contact: { kind: 'none' },
    });
  });
});
