import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';

/** A sign-in step's footer: the way back to log in, and the step's submit button. */
export function AuthFormActions({
  submitLabel,
  pending,
  onBack,
}: {
  submitLabel: string;
  pending: boolean;
  /** What leaving the step for log in also does. */
  onBack?: () => void;
}) {
  return (
    <Group justify="space-between" mt="xs">
      <Anchor component={Link} to={paths.login()} size="sm" onClick={onBack}>
        Back to log in
      </Anchor>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
