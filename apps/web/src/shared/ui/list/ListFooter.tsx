import { Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { PageSize, PagedResult } from '@freight/rules';
import { ListPagination } from './ListPagination';
import { PageSizeSelect } from './PageSizeSelect';

/** The count a footer shows: past the server's count cap the total is "1000+", never less than the rows shown. */
export const totalText = ({ total, capped }: Pick<PagedResult<unknown>, 'total' | 'capped'>): string =>
  capped ? `${total}+` : String(total);

/** One of the items: 'entries' gives 'entry', 'orders' 'order'. */
const singular = (noun: string) => (noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, ''));

/**
 * "Showing 31–60 of 75" (or "of 1000+" past the server's count cap), the pages (document 3, 3: items, total,
 * offset, pageSize, numPages) and, given `onPageSize`, the choice of results per screen.
 */
export function ListFooter({
  result,
  onPage,
  noun,
  pageSize,
  onPageSize,
}: {
  result: Pick<PagedResult<unknown>, 'total' | 'offset' | 'pageSize' | 'numPages' | 'items' | 'capped'>;
  /** Zero-based. */
  onPage: (page: number) => void;
  /** Plural name of the items, e.g. 'entries'. */
  noun: string;
  /** The page size asked for (the answer's may differ); the answer's when absent. */
  pageSize?: number;
  onPageSize?: (size: PageSize) => void;
}) {
  const { total, offset, numPages, items } = result;
  const size = pageSize ?? result.pageSize;
  const page = size > 0 ? Math.floor(offset / size) : 0;
  // a page past the last (its rows manifested or deleted since, an old link) holds nothing: the last page is shown
  const lastPage = size > 0 ? Math.max(0, Math.ceil(total / size) - 1) : 0;
  const pastTheEnd = items.length === 0 && total > 0 && page > lastPage;
  // the screens pass a new handler each render: once per page past the end, not once per render
  const goTo = useRef(onPage);
  goTo.current = onPage;
  useEffect(() => {
    if (pastTheEnd) goTo.current(lastPage);
  }, [pastTheEnd, lastPage]);
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0 || pastTheEnd
          ? `No ${noun}`
          : `Showing ${offset + 1}–${offset + items.length} of ${totalText(result)} ${total === 1 && !result.capped ? singular(noun) : noun}`}
      </Text>
      <Group gap="lg">
        {numPages > 1 ? (
          <ListPagination total={numPages} page={page + 1} onPage={(value) => onPage(value - 1)} />
        ) : null}
        {onPageSize ? <PageSizeSelect value={size} onChange={onPageSize} /> : null}
      </Group>
    </Group>
  );
}
