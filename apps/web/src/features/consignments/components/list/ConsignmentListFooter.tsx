import { Group, Text } from '@mantine/core';
import { LIST_COUNT_CAP } from '@freight/contracts';
import { ListPagination } from '../../../../shared/ui/list/ListPagination';
import type { ConsignmentPage } from '../../api/list-consignments';

/** "1000+" when the server stopped counting (design 6a). */
export function totalText(page: Pick<ConsignmentPage, 'total' | 'capped'>): string {
  return page.capped ? `${LIST_COUNT_CAP}+` : String(page.total);
}

/** "Showing 31–60 of 1000+ consignments" and the pages. */
export function ConsignmentListFooter({
  result,
  onPage,
}: {
  result: ConsignmentPage;
  /** Zero-based. */
  onPage: (page: number) => void;
}) {
  const { total, offset, pageSize, numPages, items } = result;
  const page = pageSize > 0 ? Math.floor(offset / pageSize) : 0;
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0
          ? 'No consignments'
          : `Showing ${offset + 1}–${offset + items.length} of ${totalText(result)} consignments`}
      </Text>
      {numPages > 1 ? (
        <ListPagination total={numPages} page={page + 1} onPage={(value) => onPage(value - 1)} />
      ) : null}
    </Group>
  );
}
