import { addressBookMessages } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { checkImportRows, checkRow, parseDays, readImportHeader } from './import-rows';

/** Reads a header and rows as the server does after parsing the CSV. */
function readImportFile(rows: string[][]) {
  const [header = [], ...body] = rows;
  const read = readImportHeader(header);
  if (!read.ok) return read;
  return {
    ok: true as const,
    rows: checkImportRows(
      read.positions,
      header.length,
      body.map((values, index) => ({ line: index + 2, values })),
    ),
  };
}

const good = {
  name: 'Harbour Foods',
  line1: '14 Wharf Road',
  suburb: 'Port Melbourne',
  state: 'vic',
  postcode: '3207',
  openDays: 'mon-fri',
  opens: '7:30',
  closes: '15:30',
  contactName: 'Sam Nguyen',
  contactPhone: '(03) 9646 1200',
};

describe('address book import: one row', () => {
  it('turns a good row into a draft entry with hours and a contact', () => {
    const row = checkRow({ ...good, quickAccessCode: 'harbour', palletTypes: 'chep;loscam' }, 2);
    expect(row.problems).toEqual([]);
    expect(row.draft).toMatchObject({
      name: 'Harbour Foods',
      quickAccessCode: 'HARBOUR',
      locality: { suburb: 'Port Melbourne', state: 'VIC', postcode: '3207' },
      allowedPalletTypes: ['chep', 'loscam'],
      preferredTransferType: 'none',
      contact: { name: 'Sam Nguyen', phone: '(03) 9646 1200' },
    });
    expect(row.draft?.operatingHours?.operatingDays).toMatchObject({
      monday: { open: '07:30', close: '15:30' },
      friday: { open: '07:30', close: '15:30' },
      saturday: null,
    });
  });

  it('gives a postcode a spreadsheet shortened its leading zero back, with a warning', () => {
    const row = checkRow({ ...good, suburb: 'Darwin', state: 'NT', postcode: '800' }, 3);
    expect(row.problems).toEqual([]);
    expect(row.draft?.locality).toEqual({ suburb: 'Darwin', state: 'NT', postcode: '0800' });
    expect(row.warnings).toEqual(['postcode: 800 was read as 0800; check it is right']);
    // four digits are left as they are, and two are still refused
    expect(checkRow(good, 2).warnings).toEqual([]);
    expect(checkRow({ ...good, postcode: '80' }, 4).problems).toEqual(['postcode: Enter a valid number']);
  });

  it("names every problem of a bad row with its column and the form layer's message, and makes no draft", () => {
    const row = checkRow(
      {
        ...good,
        name: '',
        state: 'Victoria',
        postcode: '32o7',
        quickAccessCode: 'A B',
        residential: 'maybe',
        opens: '17:00',
        closes: '09:00',
        contactPhone: '03 9646',
        contactEmail: 'sam@',
      },
      7,
    );
    expect(row.draft).toBeUndefined();
    expect(row.line).toBe(7);
    expect(row.problems).toEqual([
      'name: Cannot be blank',
      'quickAccessCode: Cannot contain spaces',
      'state: Must be one of: ACT, NSW, NT, QLD, SA, TAS, VIC, WA',
      'postcode: Enter a valid number',
      'residential: Must be one of: yes, no',
      'closes: End time must be after start time',
      'contactPhone: Must have 10 digits',
      'contactEmail: Must be a valid email',
    ]);
  });

  it('keeps no hours for a residential location (spec 3)', () => {
    const row = checkRow({ ...good, residential: 'yes' }, 3);
    expect(row.problems).toEqual([
      `openDays: ${addressBookMessages.operatingHoursResidential.replace(/^o/, 'O')}`,
    ]);
    const home = checkRow({ ...good, residential: 'yes', openDays: '', opens: '', closes: '' }, 3);
    expect(home.draft?.operatingHours).toBeNull();
  });

  it('needs a contact name once any contact detail is given', () => {
    expect(checkRow({ ...good, contactName: '' }, 4).problems).toEqual(['contactName: Cannot be blank']);
  });

  it('reads day lists and ranges', () => {
    expect(parseDays('mon-wed;sat')).toEqual(['monday', 'tuesday', 'wednesday', 'saturday']);
    expect(parseDays('Friday')).toEqual(['friday']);
    expect(parseDays('fri-mon')).toBeUndefined();
    expect(parseDays('funday')).toBeUndefined();
  });
});

describe('address book import: the file', () => {
  it('reads columns in any order and case, numbering rows as a spreadsheet does', () => {
    const parsed = readImportFile([
      ['POSTCODE', 'Name', 'line1', 'suburb', 'state'],
      ['3121', 'A', '1 Road', 'Richmond', 'VIC'],
    ]);
    expect(parsed.ok && parsed.rows[0]).toMatchObject({ line: 2, name: 'A', problems: [] });
  });

  it('names the required columns a header lacks, and ignores columns it does not know', () => {
    expect(readImportHeader(['name', 'line1', 'notes'])).toEqual({
      ok: false,
      missing: ['suburb', 'state', 'postcode'],
    });
    expect(readImportHeader(['name', 'line1', 'suburb', 'state', 'postcode', 'problems']).ok).toBe(true);
  });

  it('refuses the second row of the same name and address, and a row wider than the header', () => {
    const header = ['name', 'line1', 'suburb', 'state', 'postcode'];
    const parsed = readImportFile([
      header,
      ['Harbour Foods', '14 Wharf Road', 'Port Melbourne', 'VIC', '3207'],
      ['harbour  foods', '14 WHARF ROAD', 'port melbourne', 'vic', '3207'],
      ['Other', '1 Road', 'Richmond', 'VIC', '3121', 'extra'],
    ]);
    const rows = parsed.ok ? parsed.rows : [];
    expect(rows.map((r) => r.problems)).toEqual([
      [],
      ['name: The same name and address is already on row 2'],
      ['The row has more fields than the header'],
    ]);
  });

  it('refuses a quick access code used twice in the file, whatever its case', () => {
    const header = ['name', 'line1', 'suburb', 'state', 'postcode', 'quickAccessCode'];
    const parsed = readImportFile([
      header,
      ['A', '1 Road', 'Richmond', 'VIC', '3121', 'abc'],
      ['B', '2 Road', 'Richmond', 'VIC', '3121', 'ABC'],
      ['C', '3 Road', 'Richmond', 'VIC', '3121', 'XYZ'],
    ]);
    const rows = parsed.ok ? parsed.rows : [];
    expect(rows.map((r) => [r.line, r.problems, r.draft !== undefined])).toEqual([
      [2, ['quickAccessCode: Values must be unique'], false],
      [3, ['quickAccessCode: Values must be unique'], false],
      [4, [], true],
    ]);
  });
});
