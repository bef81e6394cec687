import { Group, Pagination, Text } from '@mantine/core';
import type { PagedResult } from '@freight/rules';

/** "Showing 31–60 of 75" and the pages (document 3, 3: items, total, offset, pageSize, numPages). */
export function ListFooter({
  result,
  onPage,
  noun,
}: {
  result: Pick<PagedResult<unknown>, 'total' | 'offset' | 'pageSize' | 'numPages' | 'items'>;
  /** Zero-based. */
  onPage: (page: number) => void;
  /** Plural name of the items, e.g. 'entries'. */
  noun: string;
}) {
  const { total, offset, pageSize, numPages, items } = result;
  const page = pageSize > 0 ? Math.floor(offset / pageSize) : 0;
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0 ? `No ${noun}` : `Showing ${offset + 1}–${offset + items.length} of ${total} ${noun}`}
      </Text>
      {numPages > 1 ? (
        <Pagination size="sm" total={numPages} value={page + 1} onChange={(value) => onPage(value - 1)} />
      ) : null}
    </Group>
  );
}
