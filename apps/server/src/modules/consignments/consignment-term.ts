import { sql, type SQL } from 'drizzle-orm';
import { matchesWordStartOnly } from '@freight/rules';
import { consignments } from '../../db/schema';
import { termPattern } from '../../platform/db/like';
import type { FilterValues } from './consignment-list.repository';

/** Fewer significant digits than this are too common to narrow a million rows by themselves. */
const DISTINCT_DIGITS = 4;

/**
 * The part of a term that the trigram index is asked for, when a smaller part than the whole term narrows
 * better: its longest run of digits without leading zeros. A consignment number such as `BRC000512345` is mostly
 * trigrams every number shares (`brc`, `rc0`, `c00`, `000`: each in nearly every row), and PostgreSQL reads all of
 * their postings to intersect them (measured on 1,000,000 consignments: 39 to 51 ms median against 1 to 3 ms for
 * the digits `512345`). Undefined when the whole term is the probe.
 */
export function narrowerProbe(term: string): string | undefined {
  const runs = term.match(/\d+/g) ?? [];
  const significant = runs
    .map((run) => run.replace(/^0+/, ''))
    .reduce((longest, run) => (run.length > longest.length ? run : longest), '');
  return significant.length >= DISTINCT_DIGITS && significant.length < term.length ? significant : undefined;
}

/** What of a term shapes its condition's text: whether it asks the index for a narrower probe. */
export const termShape = (term: string): 'probe' | 'whole' =>
  narrowerProbe(term) === undefined ? 'whole' : 'probe';

/**
 * A consignment matches a search term when its search text holds it: anywhere, or for a short term where a word
 * starts. A term with a narrower probe asks the index for the probe and tests the whole term on each candidate
 * (`strpos`, which the index cannot serve, so the planner keeps the probe alone as the index condition).
 * `index` names the term's values apart from the other terms'.
 */
export function termCondition(term: string, bind: FilterValues, index: number): SQL {
  const probe = narrowerProbe(term);
  const pattern = (text: string, wordStartOnly: boolean) =>
    bind.one(`term${index}`, termPattern(text, wordStartOnly), 'text');
  if (probe === undefined)
    return sql`${consignments.searchText} like ${pattern(term, matchesWordStartOnly(term))}`;
  return sql`(${consignments.searchText} like ${pattern(probe, false)} and strpos(${consignments.searchText}, ${bind.one(`whole${index}`, term, 'text')}) > 0)`;
}
