import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '@freight/contracts';
import { highlightMatches, searchTerms, splitHighlights } from './highlight';

describe('searchTerms', () => {
  it('splits on white space, lower-cases and drops repeats', () => {
    expect(searchTerms('  Smith  ST smith ')).toEqual(['smith', 'st']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('highlightMatches', () => {
  const mark = (text: string, query: string) =>
    highlightMatches(text, searchTerms(query), HIGHLIGHT_START, HIGHLIGHT_STOP);

  it('wraps case-insensitive matches in double braces by default (spec 7)', () => {
    expect(mark('Acme Pty Ltd', 'acme')).toBe('{{Acme}} Pty Ltd');
    expect(mark('12 Smith St, Richmond VIC 3121', 'smith 3121')).toBe(
      '12 {{Smith}} St, Richmond VIC {{3121}}',
    );
  });

  it('marks every occurrence and merges overlapping or touching matches', () => {
    expect(mark('banana', 'ana')).toBe('b{{anana}}');
    expect(mark('abcdef', 'abc cde')).toBe('{{abcde}}f');
  });

  it('marks a term of one or two characters only where a word starts', () => {
    expect(mark('12 Smith St, Station Rd', 'st')).toBe('12 Smith {{St}}, {{St}}ation Rd');
    expect(mark('St Kilda', 's')).toBe('{{S}}t Kilda');
    expect(mark('Banana', 'an')).toBe('Banana');
  });

  it('uses the markers asked for, and leaves text without matches as it is', () => {
    expect(highlightMatches('Acme', ['cme'], '<b>', '</b>')).toBe('A<b>cme</b>');
    expect(mark('Acme', 'zzz')).toBe('Acme');
    expect(mark('Acme', '')).toBe('Acme');
  });
});

describe('splitHighlights', () => {
  it('turns marked text into parts', () => {
    expect(splitHighlights('12 {{Smith}} St', '{{', '}}')).toEqual([
      { text: '12 ', highlighted: false },
      { text: 'Smith', highlighted: true },
      { text: ' St', highlighted: false },
    ]);
    expect(splitHighlights('plain', '{{', '}}')).toEqual([{ text: 'plain', highlighted: false }]);
    expect(splitHighlights('open {{only', '{{', '}}')).toEqual([{ text: 'open {{only', highlighted: false }]);
  });
});
