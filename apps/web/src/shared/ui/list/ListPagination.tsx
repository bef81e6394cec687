import { Pagination } from '@mantine/core';

const CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** The pages of a list as a named navigation landmark, every control named, the current page marked. */
export function ListPagination({
  total,
  page,
  onPage,
  label = 'Pages',
}: {
  /** Number of pages. */
  total: number;
  /** One-based. */
  page: number;
  onPage: (page: number) => void;
  /** Names the landmark when a screen has more than one list. */
  label?: string;
}) {
  return (
    <nav aria-label={label}>
      <Pagination
        size="sm"
        total={total}
        value={page}
        onChange={onPage}
        getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </nav>
  );
}
