import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../shared/lib/query-string';
import { apiSort, listApiQuery, listFilterParams, listQueryParams, parseListQuery } from './list-query';

const parse = (query: string, pageSize?: number) => parseListQuery(new URLSearchParams(query), pageSize);

describe('consignment list query', () => {
  it('reads ready to manifest’s type, dispatchDate and service (M08)', () => {
    const state = parse('type=inbound&dispatchDate=2026-03-06&service=4,9');
    expect(state).toMatchObject({ type: 'inbound', dispatchDate: '2026-03-06', services: ['4', '9'] });
    expect(listApiQuery('readyToManifest', { siteIds: ['1'] }, state)).toEqual({
      'filter[site.id]': ['1'],
      'filter[readyToManifest]': 'true',
      'filter[overdue]': null,
      'filter[type]': 'inbound',
      'filter[dispatchDate]': '2026-03-06',
      'filter[eta][start]': null,
      'filter[eta][end]': null,
      'filter[agreedService.id]': ['4', '9'],
      'filter[carrier.id]': [],
      'filter[receiver.name]': '',
      'filter[hasDangerousGoods]': null,
      search: '',
      sort: '-dispatchDate,-updated',
      'page[limit]': 30,
      'page[offset]': 0,
    });
  });

  it('drops what it cannot read and falls back to the defaults', () => {
    const state = parse('type=sideways&dispatchDate=tomorrow&service=x,0,5&sort=colour&page=-2&pageSize=7');
    expect(state).toMatchObject({
      type: null,
      dispatchDate: null,
      services: ['5'],
      sort: '-date',
      page: 0,
      pageSize: 30,
    });
  });

  it('pages with the user’s page size and leaves defaults out of the URL (V07, X14)', () => {
    const state = parse('page=3', 50);
    expect(state).toMatchObject({ page: 2, pageSize: 50 });
    expect(listApiQuery('track', { siteIds: ['1'] }, state)).toMatchObject({
      'page[limit]': 50,
      'page[offset]': 100,
    });
    expect(buildQuery(listQueryParams(state, 50))).toBe('?page=3');
    expect(buildQuery(listQueryParams({ ...state, pageSize: 100, page: 0 }, 50))).toBe('?pageSize=100');
  });

  it('asks for the organisation in org context and the overdue window when tracking (S09, S10)', () => {
    const state = parse('overdue=true&etaFrom=2026-01-01&carrier=2&receiver=Osborne&dg=false');
    expect(listFilterParams('track', { organisationId: '7' }, state)).toMatchObject({
      'filter[organisation.id]': '7',
      'filter[readyToManifest]': null,
      'filter[overdue]': 'true',
      'filter[eta][start]': '2026-01-01',
      'filter[carrier.id]': ['2'],
      'filter[receiver.name]': 'Osborne',
      'filter[hasDangerousGoods]': 'false',
    });
    // the CSV export is the same search without paging (M43)
    expect(listFilterParams('track', { organisationId: '7' }, state)).not.toHaveProperty('page[limit]');
  });

  it('sorts by the chosen key with updated descending as the tiebreak (U32-U34, M45)', () => {
    expect(apiSort('-date')).toBe('-dispatchDate,-updated');
    expect(apiSort('weight')).toBe('weight,-updated');
    expect(apiSort('-eta')).toBe('-eta,-updated');
    expect(parse('sort=-volume').sort).toBe('-volume');
  });
});
