import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '../../../shared/ui/icons/icons';

/** A page-level message above a sign-in form. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | undefined;
  tone?: 'error' | 'info';
}) {
  if (!message) return null;
  return (
    <Alert
      color={tone === 'error' ? 'red' : 'blue'}
      variant="light"
      icon={tone === 'error' ? <IconAlertTriangle /> : <IconInfoCircle />}
      role={tone === 'error' ? 'alert' : 'status'}
      py="xs"
    >
      {message}
    </Alert>
  );
}
