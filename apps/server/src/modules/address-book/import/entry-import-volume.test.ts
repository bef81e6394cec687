import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressBookImport } from '@freight/contracts';
import { addressBookContacts, addressBookEntries } from '../../../db/schema';
import { useReferenceDataWorld } from '../../../testing/reference-data-fixtures';

const ROWS = 10_000;
const places = [
  ['Richmond', 'VIC', '3121'],
  ['Parramatta', 'NSW', '2150'],
  ['Fortitude Valley', 'QLD', '4006'],
  ['Glenelg', 'SA', '5045'],
  ['Darwin City', 'NT', '800'],
] as const;
let siteId: number;

const w = useReferenceDataWorld('alice');
beforeAll(async () => {
  siteId = w.ids.melbourne;
});

/** A warehouse's receivers: codes on every 4th, a contact on every 3rd, hours on businesses. */
function warehouseFile(): string {
  const lines = [
    'name,line1,suburb,state,postcode,line2,quickAccessCode,residential,openDays,opens,closes,contactName,contactPhone',
  ];
  for (let i = 0; i < ROWS; i++) {
    const [suburb, state, postcode] = places[i % places.length] ?? places[0];
    const home = i % 7 === 0;
    lines.push(
      [
        `Receiver ${i}`,
        `${i} Volume Street`,
        suburb,
        state,
        postcode,
        i % 5 === 0 ? `Dock ${i % 9}` : '',
        i % 4 === 0 ? `VOL${i}` : '',
        home ? 'yes' : 'no',
        home ? '' : 'mon-fri',
        home ? '' : '08:00',
        home ? '' : '16:30',
        i % 3 === 0 ? `Contact ${i}` : '',
        i % 3 === 0 ? '03 9000 0000' : '',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function importOnce(csv: string) {
  const started = Date.now();
  const res = await w.alice.post('/api/address-book/v0/imports', {
    data: { attributes: { siteId: String(siteId), fileName: 'warehouse.csv', csv } },
  });
  if (res.statusCode !== 202) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  const { id } = res.json<{ data: AddressBookImport }>().data;
  await w.t.app.jobs.drain();
  const result = (await w.alice.get(`/api/address-book/v0/imports/${id}`)).json<{ data: AddressBookImport }>()
    .data;
  return { result, ms: Date.now() - started };
}

async function counts() {
  const db = w.t.database.db;
  const [entries] = await db
    .select({ n: count() })
    .from(addressBookEntries)
    .where(eq(addressBookEntries.siteId, siteId));
  const ids = db
    .select({ id: addressBookEntries.id })
    .from(addressBookEntries)
    .where(eq(addressBookEntries.siteId, siteId));
  const [contacts] = await db
    .select({ n: count() })
    .from(addressBookContacts)
    .where(inArray(addressBookContacts.entryId, ids));
  return { entries: entries?.n, contacts: contacts?.n };
}

describe('a 10,000-row address book import, twice', () => {
  it('makes every entry once, and the second import changes nothing', async () => {
    const csv = warehouseFile();
    const first = await importOnce(csv);
    expect(first.result).toMatchObject({
      status: 'finished',
      rowsTotal: ROWS,
      rowsDone: ROWS,
      created: ROWS,
      updated: 0,
      unchanged: 0,
      refused: 0,
    });
    // Darwin's postcode came back with its zero, and the row says so
    expect(first.result.rows.filter((row) => row.warnings.length > 0)).toHaveLength(ROWS / places.length);
    const after = await counts();
    expect(after).toEqual({ entries: ROWS, contacts: Math.ceil(ROWS / 3) });

    const second = await importOnce(csv);
    expect(second.result).toMatchObject({
      status: 'finished',
      rowsDone: ROWS,
      created: 0,
      updated: 0,
      unchanged: ROWS,
      refused: 0,
    });
    expect(second.result.rows.map((row) => row.entryId)).toEqual(first.result.rows.map((row) => row.entryId));
    expect(await counts()).toEqual(after);
    console.log(
      `address book import of ${ROWS} rows (${w.t.database.kind}): first ${first.ms} ms, again ${second.ms} ms; ` +
        `finished import answered in ${JSON.stringify(second.result).length} bytes of JSON`,
    );
  }, 600_000);
});
