/**
 * The documents are set in PDFKit's standard fonts, which encode text as WinAnsi (Windows-1252): a character
 * outside it would print as other characters' bytes ("🚚" as "Ø=Þš"). Text is brought into that set first:
 * a letter with a mark outside it keeps its base letter ("Ōtara" as "Otara"), and anything else left outside
 * it prints as "?", so a label never shows a wrong character.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const OUTSIDE = new RegExp(`[^\\t\\n\\r\\x20-\\x7E\\xA0-\\xFF${WIN_ANSI_EXTRAS}]`, 'u');
/** Letters without a decomposition to a base letter, written as the letter they are read as. */
const LOOK_ALIKES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  Ŧ: 'T',
  ŧ: 't',
};

function printableChar(ch: string): string {
  if (!OUTSIDE.test(ch)) return ch;
  const alike = LOOK_ALIKES[ch];
  if (alike) return alike;
  // a mark left on its own (after a letter that has no composed form) is dropped
  const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
  return base === '' || !OUTSIDE.test(base) ? base : '?';
}

/** `text` as the standard fonts can print it; most text is returned as it is, without a copy. */
export function printable(text: string): string {
  if (!OUTSIDE.test(text)) return text;
  let out = '';
  for (const ch of text.normalize('NFC')) out += printableChar(ch);
  return out;
}
