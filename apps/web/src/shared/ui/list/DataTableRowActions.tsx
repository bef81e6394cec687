import { Button, Group } from '@mantine/core';
import type { MouseEvent } from 'react';

/** The row actions every list offers: edit and delete, each named for its row so a screen reader can tell them apart. */
export interface RowActions<T> {
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** The row's name in its actions' labels: 'Edit {name}', 'Delete {name}'. */
  nameOf: (row: T) => string;
}

/** A row's Edit and Delete; a click on them never also opens the row. */
export function RowActionButtons<T>({ row, actions }: { row: T; actions: RowActions<T> }) {
  const offered = [
    { verb: 'Edit', run: actions.onEdit, color: undefined },
    { verb: 'Delete', run: actions.onDelete, color: 'red' },
  ];
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {offered.map(({ verb, run, color }) =>
        run ? (
          <Button
            key={verb}
            size="compact-xs"
            variant="subtle"
            color={color}
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              run(row);
            }}
            aria-label={`${verb} ${actions.nameOf(row)}`}
          >
            {verb}
          </Button>
        ) : null,
      )}
    </Group>
  );
}
