import type { RecentlyViewedEntry } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import {
  readRecentlyViewed,
  recentlyViewedKey,
  rememberRecentlyViewed,
  settleRecentlyViewed,
  storeSettled,
  withViewed,
} from './recently-viewed';
import { recentEntry, searchResult } from './search-fixtures';

describe('recently viewed', () => {
  it('keeps four, newest first; viewing one again moves it to the top (U18-U20)', () => {
    let list: RecentlyViewedEntry[] = [];
    for (const id of ['1', '2', '3', '4', '5']) list = withViewed(list, recentEntry(id));
    expect(list.map((e) => e.id)).toEqual(['5', '4', '3', '2']);
    expect(withViewed(list, recentEntry('3')).map((e) => e.id)).toEqual(['3', '5', '4', '2']);
  });

  it('is kept in browser storage under the user’s own key, with the fields of U25', () => {
    rememberRecentlyViewed('u1', recentEntry('1'));
    rememberRecentlyViewed('u1', recentEntry('2'));
    rememberRecentlyViewed('u2', recentEntry('9'));
    expect(readRecentlyViewed('u1').map((e) => e.id)).toEqual(['2', '1']);
    expect(readRecentlyViewed('u2').map((e) => e.id)).toEqual(['9']);
    expect(JSON.parse(window.localStorage.getItem(recentlyViewedKey('u1')) ?? '[]')[0]).toEqual(
      recentEntry('2'),
    );
    window.localStorage.setItem(recentlyViewedKey('u3'), '{not json');
    expect(readRecentlyViewed('u3')).toEqual([]);
  });

  it('loads each entry, then hydrates those found and drops the rest; a failed re-fetch keeps them all, failed (U21-U23, U26)', () => {
    const stored = [recentEntry('1'), recentEntry('2'), recentEntry('3', '9')];
    const held = new Set(['1']);
    expect(settleRecentlyViewed(stored, held, { status: 'pending' }).map((i) => i.state)).toEqual([
      'loading',
      'loading',
    ]);
    const fresh = { ...searchResult('2', 'TRC2'), references: ['PO-NEW'] };
    const settled = settleRecentlyViewed(stored, held, { status: 'success', data: [fresh] });
    expect(settled).toEqual([
      {
        state: 'hydrated',
        entry: { ...recentEntry('2'), references: ['PO-NEW'], consignmentNo: 'TRC2' },
        consignment: fresh,
      },
    ]);
    storeSettled('u1', settled);
    expect(readRecentlyViewed('u1').map((e) => e.id)).toEqual(['2']);
    const failed = settleRecentlyViewed(stored, held, { status: 'error' });
    expect(failed.map((i) => [i.entry.id, i.state])).toEqual([
      ['1', 'failed'],
      ['2', 'failed'],
    ]);
    storeSettled('u1', failed);
    expect(readRecentlyViewed('u1').map((e) => e.id)).toEqual(['2']);
  });
});
