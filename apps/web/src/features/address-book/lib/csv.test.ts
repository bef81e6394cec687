import { describe, expect, it } from 'vitest';
import { parseCsv, toCsvLine } from './csv';

describe('CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = '\uFEFFname,line1\r\n"Acme, Pty","12 ""Big"" St\nRear"\r\n\r\nBeta,1 Road\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'line1'],
      ['Acme, Pty', '12 "Big" St\nRear'],
      ['Beta', '1 Road'],
    ]);
  });

  it('keeps empty fields and a last line without a line break', () => {
    expect(parseCsv('a,,c\n,,x')).toEqual([
      ['a', '', 'c'],
      ['', '', 'x'],
    ]);
  });

  it('writes fields that need quotes with quotes', () => {
    expect(toCsvLine(['plain', 'a,b', 'say "hi"'])).toBe('plain,"a,b","say ""hi"""');
    expect(parseCsv(toCsvLine(['plain', 'a,b', 'say "hi"']))).toEqual([['plain', 'a,b', 'say "hi"']]);
  });
});
