import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addressBookImportMessages as messages,
  contextMessages,
  type AddressBookImport,
  type Entry,
} from '@freight/contracts';
import { addressBookContacts, addressBookEntries, addressBookImports } from '../../../db/schema';
import type { TestClient } from '../../../testing/http-client';
import { useReferenceDataWorld, errorList } from '../../../testing/reference-data-fixtures';
import { addressFor, createEntry } from '../address-book.test-helpers';
import { runEntryImport } from './entry-import-job';

const IMPORTS = '/api/address-book/v0/imports';
const HEADER =
  'name,line1,suburb,state,postcode,line2,quickAccessCode,residential,openDays,opens,closes,contactName,contactPhone';

const w = useReferenceDataWorld('alice', 'olly');

const csvOf = (lines: readonly string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`;
const post = (client: TestClient, csv: string, siteId: number) =>
  client.post(IMPORTS, { data: { attributes: { siteId: String(siteId), fileName: 'receivers.csv', csv } } });

/** Sends the file, runs the job to the end, and answers the import as started and as finished. */
async function importFile(csv: string, siteId: number) {
  const res = await post(w.alice, csv, siteId);
  if (res.statusCode !== 202) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  const started = res.json<{ data: AddressBookImport }>().data;
  await w.t.app.jobs.drain();
  const done = await w.alice.get(`${IMPORTS}/${started.id}`);
  return { started, result: done.json<{ data: AddressBookImport }>().data };
}

const entriesOf = async (siteId: number) => {
  const [row] = await w.t.database.db
    .select({ n: count() })
    .from(addressBookEntries)
    .where(eq(addressBookEntries.siteId, siteId));
  return row?.n ?? 0;
};

describe('the file', () => {
  it.each([
    [
      'no postcode column',
      'name,line1,suburb,state\nA,1 Road,Richmond,VIC\n',
      messages.missingColumns(['postcode']),
    ],
    ['no rows', `${HEADER}\r\n`, messages.empty],
    ['an unclosed quote', `${HEADER}\n"Acme,1 Road,Richmond,VIC,3121\n`, messages.unclosedQuote(2)],
    [
      'more than 10,000 rows',
      csvOf(Array.from({ length: 10_001 }, (_, i) => `N${i},1 Rd,Richmond,VIC,3121`)),
      messages.tooManyRows,
    ],
    [
      'more than 5 MB',
      csvOf(Array.from({ length: 9_000 }, (_, i) => `N${i},${'x'.repeat(600)},Richmond,VIC,3121`)),
      messages.tooLarge,
    ],
  ])('refuses a file with %s at the CSV, keeping nothing', async (_name, csv, detail) => {
    const res = await post(w.alice, csv, w.ids.melbourne);
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json())).toEqual([{ pointer: '/data/attributes/csv', detail }]);
    const [kept] = await w.t.database.db.select({ n: count() }).from(addressBookImports);
    expect(kept?.n).toBe(0);
  });

  it('refuses a request without a site or the file text, with pointers', async () => {
    const res = await w.alice.post(IMPORTS, { data: { attributes: {} } });
    expect(res.statusCode).toBe(422);
    expect(errorList(res.json()).map((e) => e.pointer)).toEqual(
      expect.arrayContaining(['/data/attributes/siteId', '/data/attributes/csv']),
    );
  });
});

describe('tenancy', () => {
  it("refuses another organisation's site, and keeps each import to the sites its reader holds", async () => {
    const csv = csvOf(['Tenancy Test,1 Road,Adelaide,SA,5000']);
    const refused = await post(w.alice, csv, w.ids.adelaide);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].detail).toBe(contextMessages.cannotAccess('site'));
    const { result } = await importFile(csvOf(['Tenancy Own,1 Road,Richmond,VIC,3121']), w.ids.sydney);
    expect((await w.olly.get(`${IMPORTS}/${result.id}`)).statusCode).toBe(404);
    expect((await w.alice.get(`${IMPORTS}/${result.id}`)).statusCode).toBe(200);
  });
});

describe('rows', () => {
  it('creates the good rows, refuses the bad with reasons, pads a postcode and reports possible duplicates', async () => {
    const address = await addressFor(w.alice, '5 Duplicate Lane', 'richmond vic 3121');
    const existing = await createEntry(w.alice, {
      siteId: String(w.ids.melbourne),
      name: 'Someone Else',
      location: { address: { id: address.id }, line2: null, residential: false },
    });
    const { started, result } = await importFile(
      csvOf([
        'Harbour Foods,14 Wharf Road,Port Melbourne,VIC,3207,Dock 3,harbour,no,mon-fri,7:30,15:30,Sam Nguyen,03 9646 1200',
        ',2 Road,Richmond,VIC,3121',
        'Lost Co,3 Road,Nowhereville,VIC,3999',
        'Late Co,4 Road,Richmond,VIC,3121,,,no,mon-fri,17:00,09:00',
        'Darwin Field Services,16 Mitchell St,Darwin City,NT,800',
        'Next Door,5 duplicate lane,Richmond,VIC,3121',
      ]),
      w.ids.melbourne,
    );
    // rows refused on reading are known at once; the locality is checked by the job
    expect(started).toMatchObject({ rowsTotal: 6, refused: 2 });
    expect(result).toMatchObject({
      status: 'finished',
      rowsTotal: 6,
      rowsDone: 6,
      created: 3,
      updated: 0,
      unchanged: 0,
      refused: 3,
    });
    const byRow = new Map(result.rows.map((row) => [row.row, row]));
    expect(result.rows.map((row) => [row.row, row.outcome])).toEqual([
      [2, 'created'],
      [3, 'refused'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'created'],
      [7, 'created'],
    ]);
    expect(byRow.get(3)?.problems).toEqual(['name: Cannot be blank']);
    expect(byRow.get(4)?.problems).toEqual(['suburb: Nowhereville VIC 3999 is not a known locality']);
    expect(byRow.get(5)?.problems).toEqual(['closes: End time must be after start time']);
    expect(byRow.get(6)?.warnings).toEqual(['postcode: 800 was read as 0800; check it is right']);
    // refused rows come back as the file had them, whether refused on reading or by the job, to fix and resend
    expect(result.header).toEqual(HEADER.split(','));
    expect(byRow.get(3)?.values).toEqual(['', '2 Road', 'Richmond', 'VIC', '3121']);
    expect(byRow.get(4)?.values).toEqual(['Lost Co', '3 Road', 'Nowhereville', 'VIC', '3999']);
    expect(byRow.get(2)?.values).toEqual([]);
    expect(byRow.get(7)?.duplicates).toEqual([
      {
        id: existing.id,
        name: 'Someone Else',
        addressText: existing.location.address.line1 + ', Richmond VIC 3121',
      },
    ]);

    const harbour = await w.alice.get(`/api/address-book/v0/entries/${byRow.get(2)?.entryId}`);
    expect(harbour.json<{ data: Entry }>().data).toMatchObject({
      name: 'Harbour Foods',
      quickAccessCode: 'HARBOUR',
      location: { line2: 'Dock 3', address: { line1: '14 Wharf Road', postcode: '3207' } },
      operatingHours: { operatingDays: { monday: { open: '07:30', close: '15:30' }, saturday: null } },
      contactSuggestions: [{ name: 'Sam Nguyen', phone: '03 9646 1200' }],
    });
    const darwin = await w.alice.get(`/api/address-book/v0/entries/${byRow.get(6)?.entryId}`);
    expect(darwin.json<{ data: Entry }>().data.location.address.postcode).toBe('0800');
  });

  it('skips lines of empty cells, as spreadsheets leave them, rather than refusing them as rows', async () => {
    const { result } = await importFile(
      csvOf([
        'Cleared Rows Co,1 Road,Richmond,VIC,3121',
        ',,,,',
        ' , ,,,,,,,,,,,',
        'After Co,2 Road,Richmond,VIC,3121',
      ]),
      w.ids.melbourne,
    );
    expect(result).toMatchObject({ status: 'finished', rowsTotal: 2, created: 2, refused: 0 });
    // lines keep the numbers the spreadsheet gives them
    expect(result.rows.map((row) => [row.row, row.outcome])).toEqual([
      [2, 'created'],
      [5, 'created'],
    ]);
  });

  it('updates on re-import: the same code, or the same name and address; unchanged rows are left alone', async () => {
    const first = csvOf([
      'Reimport Coded,1 First Road,Richmond,VIC,3121,,RECODE,no,,,,Ann Lee,03 9000 0000',
      'Reimport Plain,2 Second Road,Richmond,VIC,3121',
      'Reimport Same,3 Third Road,Richmond,VIC,3121',
    ]);
    const once = await importFile(first, w.ids.sydney);
    expect(once.result).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    const entries = await entriesOf(w.ids.sydney);
    const contacts = await w.t.database.db.select({ n: count() }).from(addressBookContacts);
    const again = await importFile(
      csvOf([
        // the code finds the entry though its name and address changed
        'Reimport Coded Renamed,9 Moved Road,Richmond,VIC,3121,,recode,no,,,,Ann Lee,0412 555 010',
        // the same name (case aside) at the same address, now with a dock
        'REIMPORT PLAIN,2 second road,Richmond,VIC,3121,Dock 1',
        'Reimport Same,3 Third Road,Richmond,VIC,3121',
      ]),
      w.ids.sydney,
    );
    expect(again.result).toMatchObject({ created: 0, updated: 2, unchanged: 1, refused: 0 });
    expect(again.result.rows.map((row) => row.entryId)).toEqual(once.result.rows.map((row) => row.entryId));
    expect(await entriesOf(w.ids.sydney)).toBe(entries);
    // the contact of the same name was updated, not added
    expect(await w.t.database.db.select({ n: count() }).from(addressBookContacts)).toEqual(contacts);
    const coded = await w.alice.get(`/api/address-book/v0/entries/${again.result.rows[0]?.entryId}`);
    expect(coded.json<{ data: Entry }>().data).toMatchObject({
      name: 'Reimport Coded Renamed',
      quickAccessCode: 'RECODE',
      location: { address: { line1: '9 Moved Road' } },
      contactSuggestions: [{ name: 'Ann Lee', phone: '0412 555 010' }],
    });
  });
});

describe('a job whose process died', () => {
  it('carries on after the last batch saved, making each entry once', async () => {
    const lines = Array.from({ length: 1_200 }, (_, i) => `Resume ${i},${i} Resume Road,Richmond,VIC,3121`);
    const res = await post(w.alice, csvOf(lines), w.ids.melbourne);
    const { id } = res.json<{ data: AddressBookImport }>().data;
    const before = await entriesOf(w.ids.melbourne);
    // the process dies once the first batch has committed
    const died = runEntryImport(
      {
        db: w.t.database.db,
        clock: w.t.app.clock,
        afterBatch: async () => {
          throw new Error('killed');
        },
      },
      id,
    );
    await expect(died).rejects.toThrow('killed');
    // the batch's transaction never committed: the process died before its end
    const midway = (await w.alice.get(`${IMPORTS}/${id}`)).json<{ data: AddressBookImport }>().data;
    expect(midway).toMatchObject({ status: 'queued', rowsDone: 0, rows: [] });
    expect(await entriesOf(w.ids.melbourne)).toBe(before);
    // a first try that saved one batch, then another process takes the job over
    let batches = 0;
    await expect(
      runEntryImport(
        {
          db: w.t.database.db,
          clock: w.t.app.clock,
          afterBatch: async (saved) => {
            batches++;
            if (saved > 500) throw new Error('killed');
          },
        },
        id,
      ),
    ).rejects.toThrow('killed');
    expect((await w.alice.get(`${IMPORTS}/${id}`)).json<{ data: AddressBookImport }>().data).toMatchObject({
      status: 'running',
      rowsDone: 500,
      created: 500,
    });
    await w.t.app.jobs.drain();
    const done = (await w.alice.get(`${IMPORTS}/${id}`)).json<{ data: AddressBookImport }>().data;
    expect(batches).toBe(2);
    expect(done).toMatchObject({ status: 'finished', rowsDone: 1_200, created: 1_200, refused: 0 });
    expect(new Set(done.rows.map((row) => row.row)).size).toBe(1_200);
    expect(await entriesOf(w.ids.melbourne)).toBe(before + 1_200);
  });
});
