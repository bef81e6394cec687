/** A user's text as a LIKE pattern fragment that matches itself: %, _ and the escape character are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The LIKE pattern a search term matches with: anywhere, or for a short term only after a space (the start of a
 * word, in texts that begin with a space and separate words with spaces). See WORD_START_TERM_LENGTH.
 */
export function termPattern(term: string, wordStartOnly: boolean): string {
  return wordStartOnly ? `% ${escapeLike(term)}%` : `%${escapeLike(term)}%`;
}
