import { beforeAll, describe, expect, it } from 'vitest';
import { formMessagesB, phoneMessages, type Contact, type Entry } from '@freight/contracts';
import { useReferenceDataWorld, errorList } from '../../testing/reference-data-fixtures';
import { addressFor, createEntry } from './address-book.test-helpers';
let entry: Entry;
let other: Entry;

const w = useReferenceDataWorld('alice', 'olly');
beforeAll(async () => {
  const address = await addressFor(w.alice, '12 Smith St', 'richmond vic 3121');
  entry = await createEntry(w.alice, {
    siteId: w.ids.melbourne,
    name: 'Acme',
    location: { address: { id: address.id } },
  });
  other = await createEntry(w.alice, {
    siteId: w.ids.sydney,
    name: 'Other',
    location: { address: { id: address.id } },
  });
});

const body = (attributes: Record<string, unknown>) => ({ data: { type: 'contacts', attributes } });
const contactsUrl = (entryId: string) => `/api/address-book/v0/entries/${entryId}/contacts`;
const jane = {
  name: 'Jane Smith',
  phone: '(03) 9123 4567',
  email: 'jane@acme.example',
  deliveryInstructions: { specialInstructions: 'Ring the bell at the rear', authorityToLeave: true },
};

async function addContact(attributes: Record<string, unknown> = jane): Promise<Contact> {
  const res = await w.alice.post(contactsUrl(entry.id), body(attributes));
  expect(res.statusCode).toBe(201);
  return res.json<{ data: Contact }>().data;
}

describe('contacts of an entry', () => {
  it('adds a contact (201) that the entry then lists among its contact suggestions', async () => {
    const contact = await addContact();
    expect(contact).toEqual({ id: expect.stringMatching(/^\d+$/), ...jane });
    const res = await w.alice.get(`/api/address-book/v0/entries/${entry.id}`);
    expect(res.json().data.contactSuggestions).toContainEqual(contact);
  });

  it('defaults the delivery instructions and keeps empty fields as null', async () => {
    expect(await addContact({ name: 'Front desk', phone: '', email: '' })).toMatchObject({
      phone: null,
      email: null,
      deliveryInstructions: { specialInstructions: null, authorityToLeave: false },
    });
  });

  it('updates a contact (200) and deletes one (204)', async () => {
    const contact = await addContact();
    const url = `${contactsUrl(entry.id)}/${contact.id}`;
    const updated = await w.alice.request('PUT', url, {
      body: body({ ...jane, name: 'Jane Jones', phone: '0412 345 678' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: contact.id, name: 'Jane Jones', phone: '0412 345 678' });
    expect((await w.alice.request('DELETE', url)).statusCode).toBe(204);
    expect((await w.alice.request('DELETE', url)).statusCode).toBe(404);
    const res = await w.alice.get(`/api/address-book/v0/entries/${entry.id}`);
    expect(res.json().data.contactSuggestions.map((c: Contact) => c.id)).not.toContain(contact.id);
  });

  it.each([
    ['1300 123 45', phoneMessages.oneThreeHundred],
    ['1300 123 456 7', phoneMessages.oneThreeHundred],
    ['1800 123 45', phoneMessages.oneEightHundred],
    ['13 12', phoneMessages.thirteen],
    ['13 12 345', phoneMessages.thirteen],
    ['(03) 9123 456', phoneMessages.tenDigits],
    ['0412 345 6789', phoneMessages.tenDigits],
    ['3 9123 456', phoneMessages.nineDigits],
    ['412 345 6789', phoneMessages.nineDigits],
  ])('rejects the phone number %s with "%s" (spec 5.2)', async (phone, detail) => {
    const res = await w.alice.post(contactsUrl(entry.id), body({ ...jane, phone }));
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([{ pointer: '/data/attributes/phone', detail }]);
  });

  it.each(['1300 123 456', '1800 123 456', '13 12 34', '130012', '(02) 9999 0000', '412 345 678'])(
    'accepts the phone number %s',
    async (phone) => {
      expect((await w.alice.post(contactsUrl(entry.id), body({ ...jane, phone }))).statusCode).toBe(201);
    },
  );

  it("answers 'must be a valid email', 'cannot be blank' and wrong types with pointers", async () => {
    const res = await w.alice.post(
      contactsUrl(entry.id),
      body({ name: ' ', email: 'jane@', phone: 12, deliveryInstructions: { authorityToLeave: 'yes' } }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([
      { pointer: '/data/attributes/name', detail: formMessagesB.required },
      { pointer: '/data/attributes/phone', detail: 'must be text' },
      { pointer: '/data/attributes/email', detail: 'must be a valid email' },
      { pointer: '/data/attributes/deliveryInstructions/authorityToLeave', detail: 'must be true or false' },
    ]);
    const update = await w.alice.request('PUT', `${contactsUrl(entry.id)}/1`, {
      body: body({ ...jane, phone: '3 9' }),
    });
    expect(errorList(update.json())).toEqual([
      { pointer: '/data/attributes/phone', detail: phoneMessages.nineDigits },
    ]);
  });

  it("answers 404 for another entry's contact, and to a user of another organisation, as for unknown ids", async () => {
    const contact = await addContact();
    const unknown = await w.alice.request('PUT', `${contactsUrl(entry.id)}/2147483647`, { body: body(jane) });
    expect(unknown.statusCode).toBe(404);
    const wrongEntry = await w.alice.request('PUT', `${contactsUrl(other.id)}/${contact.id}`, {
      body: body(jane),
    });
    expect(wrongEntry.statusCode).toBe(404);
    for (const res of [
      await w.olly.post(contactsUrl(entry.id), body(jane)),
      await w.olly.request('PUT', `${contactsUrl(entry.id)}/${contact.id}`, { body: body(jane) }),
      await w.olly.request('DELETE', `${contactsUrl(entry.id)}/${contact.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    const still = await w.alice.get(`/api/address-book/v0/entries/${entry.id}`);
    expect(still.json().data.contactSuggestions).toContainEqual(contact);
  });
});
