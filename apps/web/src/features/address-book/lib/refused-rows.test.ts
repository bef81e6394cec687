import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { readImportFile } from './import-rows';
import { refusedRowsCsv } from './refused-rows';

describe('the file of refused rows', () => {
  it('gives back the refused rows as the file had them, with their reasons, ready to fix and import again', () => {
    const file = [
      'name,line1,suburb,state,postcode,notes',
      'Harbour Foods,14 Wharf Road,Port Melbourne,VIC,3207,keep',
      '"Bad, Row",1 Main St,Nowhere,XX,32o7,fix me',
    ].join('\n');
    const parsed = readImportFile(parseCsv(file));
    if (!parsed.ok) throw new Error(parsed.problem);
    const refused = parsed.rows.filter((row) => row.problems.length > 0);
    const csv = refusedRowsCsv(parsed.header, refused);
    const [header, row, ...rest] = parseCsv(csv).filter((line) => line.some((cell) => cell !== ''));
    expect(header).toEqual(['name', 'line1', 'suburb', 'state', 'postcode', 'notes', 'problems']);
    expect(row?.slice(0, 6)).toEqual(['Bad, Row', '1 Main St', 'Nowhere', 'XX', '32o7', 'fix me']);
    expect(row?.[6]).toContain('postcode: Enter a valid number');
    expect(row?.[6]).toContain('state: ');
    expect(rest).toEqual([]);
  });
});
