import { PAGE_SIZE_CHOICES } from '@freight/rules';
import type { PageSize } from '@freight/rules';

/** Where a list is in its pages: zero-based here, one-based in the URL. */
export interface ListPaging<S extends number = PageSize> {
  page: number;
  pageSize: PageSize | S;
}

/** The page and page size a list's URL names; anything unknown falls back to the first page and the user's size. */
export function parsePaging<S extends number>(params: URLSearchParams, defaultPageSize: S): ListPaging<S> {
  const page = Number(params.get('page'));
  const size = Number(params.get('pageSize'));
  return {
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: PAGE_SIZE_CHOICES.find((choice) => choice === size) ?? defaultPageSize,
  };
}

/** The URL's paging parameters; the first page and the user's own size are left out. */
export function pagingParams(paging: ListPaging<number>, defaultPageSize: number) {
  return {
    page: paging.page > 0 ? paging.page + 1 : null,
    pageSize: paging.pageSize !== defaultPageSize ? paging.pageSize : null,
  };
}
