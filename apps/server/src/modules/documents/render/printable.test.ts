import { describe, expect, it } from 'vitest';
import { printable } from './printable';

describe('text the documents can print', () => {
  it('keeps Latin-1 and the Windows-1252 punctuation as they are', () => {
    const text = 'Café Zoë — “Quotes” ‘single’ • 5 × 3 € ½ Ø ß';
    expect(printable(text)).toBe(text);
  });

  it('keeps the base letter of a letter with a mark the fonts lack', () => {
    expect(printable('Ōtara Māori Łódź Dvořák Đà Nẵng')).toBe('Otara Maori Lódz Dvorák Dà Nang');
  });

  it('composes a letter written as a base and a combining mark', () => {
    expect(printable('Cafe\u0301')).toBe('Café');
  });

  it('prints "?" for what has no such letter: emoji, CJK, symbols', () => {
    expect(printable('Supplier 🚚')).toBe('Supplier ?');
    expect(printable('上海 Trading')).toBe('?? Trading');
    expect(printable('Checked ✓')).toBe('Checked ?');
  });

  it('brings compatibility forms to their plain letters', () => {
    expect(printable('ﬁne ＡＢＣ')).toBe('fine ABC');
  });
});
