import { describe, expect, it } from 'vitest';
import { readCsvText } from './read-csv-text';

describe('reading a CSV file', () => {
  it('reads UTF-8, with or without a byte order mark', async () => {
    expect(await readCsvText(new Blob(['name\nCafé Rouge\n']))).toBe('name\nCafé Rouge\n');
    expect(await readCsvText(new Blob(['\uFEFFname\nCafé\n']))).toBe('name\nCafé\n');
  });

  it('reads a file Excel saved as Windows-1252 without replacement characters', async () => {
    // "Café" with é as the single byte 0xE9
    const text = await readCsvText(new Blob([new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x0a])]));
    expect(text).toBe('Café\n');
    expect(text).not.toContain('\uFFFD');
  });
});
