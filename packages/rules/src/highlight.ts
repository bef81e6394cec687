/**
 * Terms shorter than this match the start of a word only ('st' finds 'St' and 'Station', not 'Smith'): a
 * fragment of one or two letters inside words matches almost everything, and no trigram index can serve it.
 */
export const WORD_START_TERM_LENGTH = 3;

export const matchesWordStartOnly = (term: string) => term.length < WORD_START_TERM_LENGTH;

/** The terms of a search: split on white space, lower-cased, distinct, at most 10. */
export function searchTerms(query: string): string[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(terms)].slice(0, 10);
}

/**
 * Spec (document 3, 2 and 7): wraps every case-insensitive occurrence of the terms in the start and stop
 * markers; a short term only where a word starts (after white space or at the start). Overlapping or touching
 * matches become one highlight.
 */
export function highlightMatches(
  text: string,
  terms: readonly string[],
  start: string,
  stop: string,
): string {
  const lower = text.toLowerCase();
  // lower-casing can change a string's length (e.g. 'İ'); such text is left unmarked rather than mis-marked
  if (lower.length !== text.length || terms.length === 0) return text;
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    if (!term) continue;
    const wordStartOnly = matchesWordStartOnly(term);
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      if (wordStartOnly && at > 0 && !/\s/.test(lower.charAt(at - 1))) continue;
      marked.fill(true, at, at + term.length);
    }
  }
  let result = '';
  for (let i = 0; i < text.length; i++) {
    if (marked[i] && !marked[i - 1]) result += start;
    result += text[i];
    if (marked[i] && !marked[i + 1]) result += stop;
  }
  return result;
}

export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

/** Splits highlighted text back into plain and highlighted parts, for display. */
export function splitHighlights(text: string, start: string, stop: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = text;
  while (rest) {
    const open = start ? rest.indexOf(start) : -1;
    const close = open === -1 ? -1 : rest.indexOf(stop, open + start.length);
    if (open === -1 || close === -1 || !stop) {
      parts.push({ text: rest, highlighted: false });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), highlighted: false });
    parts.push({ text: rest.slice(open + start.length, close), highlighted: true });
    rest = rest.slice(close + stop.length);
  }
  return parts;
}
