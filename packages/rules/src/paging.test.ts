import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_CHOICES, toPagedResult } from './paging';

describe('paging (document 3, 3 and 9)', () => {
  it('defaults to 30 a page with choices 30, 50 and 100 (X14)', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(30);
    expect(PAGE_SIZE_CHOICES).toEqual([30, 50, 100]);
  });

  it('maps server metadata to items, total, offset, pageSize and numPages (X21)', () => {
    expect(
      toPagedResult({ data: ['a', 'b'], meta: { totalItems: 61, startIndex: 60, itemsPerPage: 30 } }),
    ).toEqual({ items: ['a', 'b'], total: 61, offset: 60, pageSize: 30, numPages: 3 });
  });

  it('marks a total the server capped, so lists show "1000+"', () => {
    const capped = toPagedResult({
      data: [],
      meta: { totalItems: 1000, startIndex: 990, itemsPerPage: 30, totalItemsCapped: true },
    });
    expect(capped).toMatchObject({ total: 1000, capped: true });
    expect(toPagedResult({ data: [], meta: { totalItems: 5, startIndex: 0, itemsPerPage: 30 } }).capped).toBe(
      undefined,
    );
  });

  it('counts whole pages and handles empty lists', () => {
    expect(
      toPagedResult({ data: [], meta: { totalItems: 60, startIndex: 0, itemsPerPage: 30 } }).numPages,
    ).toBe(2);
    expect(
      toPagedResult({ data: [], meta: { totalItems: 0, startIndex: 0, itemsPerPage: 30 } }).numPages,
    ).toBe(0);
    expect(
      toPagedResult({ data: [], meta: { totalItems: 5, startIndex: 0, itemsPerPage: 0 } }).numPages,
    ).toBe(0);
  });
});
