import type { AddressBookImportRow } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { refusedRowsCsv } from './refused-rows';

const row = (over: Partial<AddressBookImportRow>): AddressBookImportRow => ({
  row: 2,
  name: '',
  outcome: 'created',
  entryId: '1',
  problems: [],
  warnings: [],
  duplicates: [],
  values: [],
  ...over,
});

describe('the file of refused rows', () => {
  it("gives back only the refused rows, as the server kept the file's cells, with their reasons", () => {
    const header = ['name', 'line1', 'suburb', 'state', 'postcode', 'notes'];
    const csv = refusedRowsCsv(header, [
      row({ row: 2, name: 'Harbour Foods' }),
      row({
        row: 3,
        name: 'Bad, Row',
        outcome: 'refused',
        entryId: null,
        problems: ['state: Must be one of: ACT, NSW', 'postcode: Enter a valid number'],
        values: ['Bad, Row', '1 Main St', 'Nowhere', 'XX', '32o7', 'say "fix me"'],
      }),
    ]);
    const [head, refused, ...rest] = parseCsv(csv);
    expect(head).toEqual([...header, 'problems']);
    expect(refused).toEqual([
      'Bad, Row',
      '1 Main St',
      'Nowhere',
      'XX',
      '32o7',
      'say "fix me"',
      'state: Must be one of: ACT, NSW; postcode: Enter a valid number',
    ]);
    expect(rest).toEqual([]);
  });
});
