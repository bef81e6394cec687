import { australianStates, type AustralianState } from '@freight/contracts';

export interface LocalityQuery {
  /** Lower-cased suburb words, single-spaced; empty when the query is only a postcode or state. */
  text: string;
  /** A whole postcode or the start of one. */
  postcode: string | null;
  /** A state or territory abbreviation, upper case. */
  state: string | null;
}

const isState = (word: string): word is AustralianState =>
  (australianStates as readonly string[]).includes(word.toUpperCase());

/**
 * Reads a locality search such as 'richmond', '3121', 'Richmond VIC 3121' or 'richmond, 3121'.
 * A state abbreviation counts as one only beside other words, so 'wa' alone still finds Wagga Wagga.
 */
export function parseLocalityQuery(q: string): LocalityQuery {
  const words = q
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  let postcode: string | null = null;
  let state: AustralianState | null = null;
  const rest: string[] = [];
  for (const word of words) {
    if (postcode === null && /^\d{1,4}$/.test(word)) postcode = word;
    else if (state === null && words.length > 1 && isState(word))
      state = word.toUpperCase() as AustralianState;
    else rest.push(word);
  }
  return { text: rest.join(' '), postcode, state };
}

export interface AddressQuery {
  /** Street lines, first to last, as typed before the locality. */
  streetParts: string[];
  /** The words that may name the locality, as typed (not lower-cased). */
  localityWords: string[];
  postcode: string | null;
  state: AustralianState | null;
}

/**
 * Reads a free-text address such as 'Unit 4, 12 Smith St, Richmond VIC 3121'. Commas, when present, separate
 * the street lines from the locality; without them the locality is found among the last words by the caller.
 */
export function parseAddressQuery(query: string): AddressQuery {
  const segments = query
    .split(',')
    .map((segment) => segment.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const last = (segments.pop() ?? '').split(' ');
  let postcode: string | null = null;
  let state: AustralianState | null = null;
  while (last.length > 0) {
    const word = last.at(-1) ?? '';
    if (postcode === null && /^\d{4}$/.test(word)) postcode = word;
    else if (state === null && isState(word)) state = word.toUpperCase() as AustralianState;
    else break;
    last.pop();
  }
  if (segments.length > 0) return { streetParts: segments, localityWords: last, postcode, state };
  return { streetParts: [], localityWords: last, postcode, state };
}
