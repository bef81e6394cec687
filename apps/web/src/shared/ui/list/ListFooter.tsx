import { Group, Text } from '@mantine/core';
import { ListPagination } from './ListPagination';
import type { PagedResult } from '@freight/rules';

/** "Showing 31–60 of 75" (or "of 1000+" past the server's count cap) and the pages (document 3, 3: items, total, offset, pageSize, numPages). */
export function ListFooter({
  result,
  onPage,
  noun,
}: {
  result: Pick<PagedResult<unknown>, 'total' | 'offset' | 'pageSize' | 'numPages' | 'items' | 'capped'>;
  /** Zero-based. */
  onPage: (page: number) => void;
  /** Plural name of the items, e.g. 'entries'. */
  noun: string;
}) {
  const { total, offset, pageSize, numPages, items, capped } = result;
  // past the server's count cap the total is "1000+", never less than the rows already shown
  const totalText = capped ? `${total}+` : String(total);
  const page = pageSize > 0 ? Math.floor(offset / pageSize) : 0;
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0
          ? `No ${noun}`
          : `Showing ${offset + 1}–${offset + items.length} of ${totalText} ${noun}`}
      </Text>
      {numPages > 1 ? (
        <ListPagination total={numPages} page={page + 1} onPage={(value) => onPage(value - 1)} />
      ) : null}
    </Group>
  );
}
