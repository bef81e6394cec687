/** A user's text as a LIKE pattern fragment that matches itself: %, _ and the escape character are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
