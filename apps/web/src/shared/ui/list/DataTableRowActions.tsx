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
  const run = (action: ((row: T) => void) | undefined) => (event: MouseEvent) => {
    event.stopPropagation();
    action?.(row);
  };
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.onEdit ? (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={run(actions.onEdit)}
          aria-label={`Edit ${actions.nameOf(row)}`}
        >
          Edit
        </Button>
      ) : null}
      {actions.onDelete ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={run(actions.onDelete)}
          aria-label={`Delete ${actions.nameOf(row)}`}
        >
          Delete
        </Button>
      ) : null}
    </Group>
  );
}
