/**
 * The text a paste with one comma leaves in a number input, the comma as a point, read as if typed where the
 * cursor or selection stands; null for any other paste, which the input handles itself. Mantine's own paste
 * handling reads "1,250" as 1.25 and "1,5" in a whole-number cell as 15.
 */
export function commaPaste(input: HTMLInputElement, pasted: string): string | null {
  const typed = pasted.trim();
  if (typed.split(',').length !== 2) return null;
  const { value, selectionStart, selectionEnd } = input;
  const whole = `${value.slice(0, selectionStart ?? 0)}${typed}${value.slice(selectionEnd ?? value.length)}`;
  return /^-?\d*,\d*$/.test(whole) ? whole.replace(',', '.') : null;
}
