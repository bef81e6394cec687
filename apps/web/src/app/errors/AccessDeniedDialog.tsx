import { Button, Group, Modal, Text } from '@mantine/core';
import { startupMessages } from '@freight/contracts';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/config/paths';

/** Spec 6: the user-access fetch was forbidden: this dialog, then logout. */
export function AccessDeniedDialog() {
  const navigate = useNavigate();
  const logout = () => void navigate(paths.logout(), { replace: true });
  return (
    <Modal opened onClose={logout} title="Access denied" centered withCloseButton={false}>
      <Text size="sm">{startupMessages.accessDenied}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={logout}>OK</Button>
      </Group>
    </Modal>
  );
}
