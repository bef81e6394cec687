import { describe, expect, it } from 'vitest';
import { ESTIMATE_MAX_SITES } from '@freight/contracts';
import { buildQuery } from '../../../shared/lib/query-string';
import { manageQueryParams, manageSearchRequest, parseManageQuery, tooManySites } from './manage-query';

describe('manage estimates query', () => {
  it('defaults to the first page of 30, newest first', () => {
    expect(parseManageQuery(new URLSearchParams())).toEqual({
      page: 0,
      pageSize: 30,
      sort: '-createdAt',
      type: null,
      search: '',
      createdFrom: null,
      createdTo: null,
      siteIds: [],
    });
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const query = parseManageQuery(
      new URLSearchParams(
        'page=3&pageSize=50&sort=dispatchDate&type=inbound&search=harbour+po-7&createdFrom=2026-03-01&createdTo=2026-03-31',
      ),
    );
    expect(query).toEqual({
      page: 2,
      pageSize: 50,
      sort: 'dispatchDate',
      type: 'inbound',
      search: 'harbour po-7',
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
      siteIds: [],
    });
    expect(buildQuery(manageQueryParams(query))).toBe(
      '?page=3&pageSize=50&sort=dispatchDate&type=inbound&search=harbour+po-7&createdFrom=2026-03-01&createdTo=2026-03-31',
    );
    expect(buildQuery(manageQueryParams(parseManageQuery(new URLSearchParams())))).toBe('');
  });

  it('ignores what it does not know', () => {
    const query = parseManageQuery(
      new URLSearchParams('page=-2&pageSize=7&sort=price&type=sideways&createdFrom=soon'),
    );
    expect(query).toMatchObject({ page: 0, pageSize: 30, sort: '-createdAt', type: null, createdFrom: null });
  });

  it('asks the server for the site, the words, the range and the page', () => {
    const query = parseManageQuery(new URLSearchParams('page=2&createdFrom=2026-03-01&search=%20harbour%20'));
    expect(manageSearchRequest({ siteIds: ['1'] }, query)).toEqual({
      filter: { siteIds: ['1'], search: 'harbour', createdAt: { from: '2026-03-01' } },
      page: { limit: 30, offset: 30 },
      sort: '-createdAt',
    });
  });

  it('asks for the organisation in org context, with the user’s page size', () => {
    const query = parseManageQuery(new URLSearchParams('type=inbound'), 50);
    expect(manageSearchRequest({ organisationId: '4' }, query)).toEqual({
      filter: { organisationId: '4', type: 'inbound' },
      page: { limit: 50, offset: 0 },
      sort: '-createdAt',
    });
    expect(manageQueryParams(query, 50).pageSize).toBeNull();
  });

  it('searches the sites chosen in org context, and refuses more than a search may take (L26)', () => {
    const query = parseManageQuery(new URLSearchParams('sites=2,5,x,2'));
    expect(query.siteIds).toEqual(['2', '5']);
    expect(buildQuery(manageQueryParams(query))).toBe('?sites=2%2C5');
    expect(manageSearchRequest({ organisationId: '4' }, query).filter).toEqual({ siteIds: ['2', '5'] });
    // a site screen lists its own site whatever the URL says
    expect(manageSearchRequest({ siteIds: ['1'] }, query).filter).toEqual({ siteIds: ['1'] });
    expect(tooManySites(query)).toBe(false);
    const many = Array.from({ length: ESTIMATE_MAX_SITES + 1 }, (_, i) => String(i + 1)).join(',');
    expect(tooManySites(parseManageQuery(new URLSearchParams(`sites=${many}`)))).toBe(true);
    expect(tooManySites(parseManageQuery(new URLSearchParams(`sites=${many.replace(/,\d+$/, '')}`)))).toBe(
      false,
    );
  });
});
