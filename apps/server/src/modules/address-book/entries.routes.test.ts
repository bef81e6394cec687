import { beforeAll, describe, expect, it } from 'vitest';
import {
  addressBookMessages,
  contextMessages,
  formMessagesB,
  type Address,
  type Entry,
} from '@freight/contracts';
import { expectHiddenAsUnknown } from '../../testing/hidden-record';
import { useReferenceDataWorld, errorList, firstError } from '../../testing/reference-data-fixtures';
import { addressFor, createEntry, entryBody } from './address-book.test-helpers';

let smithSt: Address;
let ollyAddress: Address;

const hours = {
  differentEachDay: true,
  operatingDays: {
    monday: { open: '08:00', close: '17:00' },
    tuesday: { open: '08:00', close: '17:00' },
    saturday: null,
  },
};

const w = useReferenceDataWorld('alice', 'olly');
beforeAll(async () => {
  smithSt = await addressFor(w.alice, '12 Smith St', 'richmond vic 3121', 'Unit 4');
  ollyAddress = await addressFor(w.olly, '1 King William St', 'adelaide sa 5000');
});

const full = () => ({
  siteId: String(w.ids.melbourne),
  name: 'Acme Hardware',
  quickAccessCode: 'ACME',
  location: { address: { id: smithSt.id }, line2: 'Loading dock 3', residential: false },
  preventConsolidation: true,
  requiresDeliveryTimeSlot: true,
  pallets: { allowedPalletTypes: ['chep', 'loscam'], preferredTransferType: 'carrier' },
  operatingHours: hours,
});

describe('POST /api/address-book/v0/entries', () => {
  it('creates an entry with every attribute and answers it with its address', async () => {
    const res = await w.alice.post(
      '/api/address-book/v0/entries',
      entryBody({ ...full(), quickAccessCode: 'FULL1' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      siteId: String(w.ids.melbourne),
      name: 'Acme Hardware',
      quickAccessCode: 'FULL1',
      location: { address: smithSt, line2: 'Loading dock 3', residential: false },
      preventConsolidation: true,
      requiresDeliveryTimeSlot: true,
      pallets: { allowedPalletTypes: ['chep', 'loscam'], preferredTransferType: 'carrier' },
      operatingHours: {
        differentEachDay: true,
        operatingDays: {
          monday: { open: '08:00', close: '17:00' },
          tuesday: { open: '08:00', close: '17:00' },
          wednesday: null,
          thursday: null,
          friday: null,
          saturday: null,
          sunday: null,
        },
      },
      contactSuggestions: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("fills the defaults: no code, no pallet preference ('none'), no hours", async () => {
    const entry = await createEntry(w.alice, {
      siteId: w.ids.melbourne,
      name: 'Minimal Pty Ltd',
      location: { address: { id: smithSt.id } },
    });
    expect(entry).toMatchObject({
      quickAccessCode: null,
      location: { line2: null, residential: false },
      preventConsolidation: false,
      requiresDeliveryTimeSlot: false,
      pallets: { allowedPalletTypes: [], preferredTransferType: 'none' },
      operatingHours: null,
    });
  });

  it('keeps no operating hours for a residential location, and refuses hours sent for one', async () => {
    const home = await createEntry(w.alice, {
      ...full(),
      quickAccessCode: null,
      location: { address: { id: smithSt.id }, residential: true },
      operatingHours: null,
    });
    expect(home.location.residential).toBe(true);
    expect(home.operatingHours).toBeNull();
    const res = await w.alice.post(
      '/api/address-book/v0/entries',
      entryBody({ ...full(), location: { address: { id: smithSt.id }, residential: true } }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([
      { pointer: '/data/attributes/operatingHours', detail: addressBookMessages.operatingHoursResidential },
    ]);
  });

  it('checks opening hours: HH:MM times, and the close after the open', async () => {
    const withDay = (day: unknown) =>
      w.alice.post(
        '/api/address-book/v0/entries',
        entryBody({ ...full(), operatingHours: { differentEachDay: false, operatingDays: { monday: day } } }),
      );
    const pointer = '/data/attributes/operatingHours/operatingDays/monday';
    for (const [day, expected] of [
      [{ open: '9:00', close: '17:00' }, [{ pointer: `${pointer}/open`, detail: formMessagesB.time }]],
      [{ open: '09:00', close: '24:00' }, [{ pointer: `${pointer}/close`, detail: formMessagesB.time }]],
      [{ open: '09:00', close: 'late' }, [{ pointer: `${pointer}/close`, detail: formMessagesB.time }]],
      [{ open: '17:00', close: '09:00' }, [{ pointer: `${pointer}/close`, detail: formMessagesB.times }]],
      [
        { open: '09:00', close: '09:00' },
        [{ pointer: `${pointer}/close`, detail: 'end time must be after start time' }],
      ],
      [{ open: '09:00' }, [{ pointer: `${pointer}/close`, detail: formMessagesB.required }]],
      ['09:00-17:00', [{ pointer, detail: 'must be an object' }]],
    ] as const) {
      const res = await withDay(day);
      expect(res.statusCode).toBe(422);
      expect(errorList(res.json())).toEqual(expected);
    }
  });

  it('answers each missing or mistyped attribute with 422 and a pointer', async () => {
    const res = await w.alice.post(
      '/api/address-book/v0/entries',
      entryBody({
        siteId: 'abc',
        name: 5,
        quickAccessCode: 'HAS SPACE',
        location: { address: {}, residential: 'yes' },
        preventConsolidation: 'no',
        pallets: { allowedPalletTypes: ['chep', 'chep', 'pallet'], preferredTransferType: 'exchange' },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([
      { pointer: '/data/attributes/siteId', detail: 'must be a valid id' },
      { pointer: '/data/attributes/name', detail: 'must be text' },
      { pointer: '/data/attributes/quickAccessCode', detail: formMessagesB.spaces },
      { pointer: '/data/attributes/location/address/id', detail: formMessagesB.required },
      { pointer: '/data/attributes/location/residential', detail: 'must be true or false' },
      { pointer: '/data/attributes/preventConsolidation', detail: 'must be true or false' },
      {
        pointer: '/data/attributes/pallets/allowedPalletTypes/2',
        detail: formMessagesB.oneOf(['chep', 'loscam', 'other']),
      },
      {
        pointer: '/data/attributes/pallets/preferredTransferType',
        detail: formMessagesB.oneOf(['carrier', 'receiver', 'unknown', 'none']),
      },
    ]);
    const blank = await w.alice.post(
      '/api/address-book/v0/entries',
      entryBody({ ...full(), name: '  ', location: undefined }),
    );
    expect(errorList(blank.json())).toEqual([
      { pointer: '/data/attributes/name', detail: formMessagesB.required },
      { pointer: '/data/attributes/location', detail: formMessagesB.required },
    ]);
    const repeated = await w.alice.post(
      '/api/address-book/v0/entries',
      entryBody({ ...full(), pallets: { allowedPalletTypes: ['chep', 'chep'] } }),
    );
    expect(firstError(repeated.json())).toMatchObject({
      detail: formMessagesB.unique,
      source: { pointer: '/data/attributes/pallets/allowedPalletTypes' },
    });
    const long = await w.alice.post(
      '/api/address-book/v0/entries',
      entryBody({ ...full(), name: 'x'.repeat(101), quickAccessCode: 'NUL\u0000' }),
    );
    expect(errorList(long.json())).toEqual([
      { pointer: '/data/attributes/name', detail: 'cannot be more than 100 characters' },
      { pointer: '/data/attributes/quickAccessCode', detail: 'must be text' },
    ]);
    const type = await w.alice.post('/api/address-book/v0/entries', {
      data: { type: 'contacts', attributes: full() },
    });
    expect(firstError(type.json())).toMatchObject({
      detail: formMessagesB.oneOf(['entries']),
      source: { pointer: '/data/type' },
    });
    expect((await w.alice.post('/api/address-book/v0/entries', [])).statusCode).toBe(422);
  });

  it("refuses an address it cannot see: unknown, not a UUID, or another organisation's", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', ollyAddress.id]) {
      const res = await w.alice.post(
        '/api/address-book/v0/entries',
        entryBody({ ...full(), quickAccessCode: null, location: { address: { id } } }),
      );
      expect(res.statusCode).toBe(422);
      expect(errorList(res.json())).toEqual([
        { pointer: '/data/attributes/location/address/id', detail: addressBookMessages.addressNotFound },
      ]);
    }
  });

  it("answers 403 'Cannot access selected site' for another organisation's site or one that does not exist", async () => {
    for (const siteId of [w.ids.adelaide, 999999]) {
      const res = await w.alice.post('/api/address-book/v0/entries', entryBody({ ...full(), siteId }));
      expect(res.statusCode).toBe(403);
      expect(firstError(res.json()).detail).toBe(contextMessages.cannotAccess('site'));
    }
  });

  it("answers 409 'Code already exists, try a different one' on the code field for a code the site has, case aside", async () => {
    await createEntry(w.alice, { ...full(), quickAccessCode: 'DUPE' });
    const res = await w.alice.post(
      '/api/address-book/v0/entries',
      entryBody({ ...full(), quickAccessCode: 'dupe' }),
    );
    expect(res.statusCode).toBe(409);
    expect(firstError(res.json())).toMatchObject({
      detail: 'Code already exists, try a different one',
      source: { pointer: '/data/attributes/quickAccessCode' },
    });
    // another site may use the same code
    const sydney = await createEntry(w.alice, { ...full(), siteId: w.ids.sydney, quickAccessCode: 'DUPE' });
    expect(sydney.quickAccessCode).toBe('DUPE');
  });
});

describe('GET, PUT and DELETE /api/address-book/v0/entries/{id}', () => {
  let entry: Entry;
  beforeAll(async () => {
    entry = await createEntry(w.alice, { ...full(), quickAccessCode: 'EDIT1' });
  });

  it('answers one entry', async () => {
    const res = await w.alice.get(`/api/address-book/v0/entries/${entry.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(entry);
  });

  it('updates an entry with the same payload and keeps its code', async () => {
    const res = await w.alice.request('PUT', `/api/address-book/v0/entries/${entry.id}`, {
      body: entryBody({
        ...full(),
        name: 'Acme Hardware (Richmond)',
        quickAccessCode: 'edit1',
        location: { address: { id: smithSt.id }, residential: true },
        operatingHours: null,
        pallets: { allowedPalletTypes: [], preferredTransferType: 'none' },
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: entry.id,
      name: 'Acme Hardware (Richmond)',
      quickAccessCode: 'edit1',
      location: { residential: true, line2: null },
      operatingHours: null,
      pallets: { allowedPalletTypes: [], preferredTransferType: 'none' },
    });
  });

  it('keeps an entry on its site', async () => {
    const res = await w.alice.request('PUT', `/api/address-book/v0/entries/${entry.id}`, {
      body: entryBody({ ...full(), siteId: w.ids.sydney, quickAccessCode: 'EDIT1' }),
    });
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([
      { pointer: '/data/attributes/siteId', detail: addressBookMessages.siteCannotChange },
    ]);
  });

  it('answers 404 to a user of another organisation for read, change and delete, as for an unknown id', async () => {
    const base = '/api/address-book/v0/entries';
    await expectHiddenAsUnknown(w.olly, base, entry.id, entryBody({ ...full(), siteId: w.ids.adelaide }));
    expect((await w.alice.get(`${base}/${entry.id}`)).statusCode).toBe(200);
  });

  it('rejects ids that are not ids with 422', async () => {
    for (const id of ['abc', '0', '99999999999']) {
      const res = await w.alice.get(`/api/address-book/v0/entries/${id}`);
      expect(res.statusCode).toBe(422);
      expect(firstError(res.json()).source?.pointer).toBe('/params/id');
    }
  });

  it('deletes an entry with 204, after which it is not found', async () => {
    const doomed = await createEntry(w.alice, { ...full(), quickAccessCode: null });
    const res = await w.alice.request('DELETE', `/api/address-book/v0/entries/${doomed.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await w.alice.get(`/api/address-book/v0/entries/${doomed.id}`)).statusCode).toBe(404);
    expect((await w.alice.request('DELETE', `/api/address-book/v0/entries/${doomed.id}`)).statusCode).toBe(
      404,
    );
  });

  it('needs a signed-in user and the CSRF header', async () => {
    expect(
      (await w.t.app.inject({ method: 'GET', url: `/api/address-book/v0/entries/${entry.id}` })).statusCode,
    ).toBe(401);
    const res = await w.alice.request('DELETE', `/api/address-book/v0/entries/${entry.id}`, { csrf: false });
    expect(res.statusCode).toBe(403);
  });
});
