import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** Edit (site context only: consignment.edit is a site route) and Delete, which asks first. */
export function ViewActions({
  editPath,
  onDelete,
  deleting,
}: {
  editPath: string | undefined;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <Group gap="sm">
      {editPath ? (
        <Button component={Link} to={editPath} variant="default">
          Edit
        </Button>
      ) : null}
      <Button color="red" variant="light" onClick={onDelete} loading={deleting}>
        Delete
      </Button>
    </Group>
  );
}
