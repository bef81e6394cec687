/** The terms of a search: split on white space, lower-cased, distinct, at most 10. */
export function searchTerms(query: string): string[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(terms)].slice(0, 10);
}

/**
 * Spec (document 3, 2 and 7): wraps every case-insensitive occurrence of the terms in the start and stop
 * markers. Overlapping or touching matches become one highlight.
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
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
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
