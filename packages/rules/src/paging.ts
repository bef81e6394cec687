/** Spec (documents 2 and 3, 9): list page sizes. */
export const DEFAULT_PAGE_SIZE = 30;
export const PAGE_SIZE_CHOICES = [30, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_CHOICES)[number];

/** The server's paging metadata (API conventions). */
export interface PageMeta {
  totalItems: number;
  startIndex: number;
  itemsPerPage: number;
  /** The server stopped counting at totalItems (design 6a). */
  totalItemsCapped?: boolean;
}

export interface PagedResult<T> {
  items: T[];
  total: number;
  offset: number;
  pageSize: number;
  numPages: number;
  /** The total is a cap, shown as "1000+". */
  capped?: boolean;
}

/** Spec (document 3, 3): a paged answer as lists use it. */
export function toPagedResult<T>({ data, meta }: { data: T[]; meta: PageMeta }): PagedResult<T> {
  const { totalItems, startIndex, itemsPerPage } = meta;
  return {
    items: data,
    total: totalItems,
    offset: startIndex,
    pageSize: itemsPerPage,
    // a zero page size would divide by zero; such a list has no pages
    numPages: itemsPerPage > 0 ? Math.ceil(totalItems / itemsPerPage) : 0,
    ...(meta.totalItemsCapped ? { capped: true } : {}),
  };
}
