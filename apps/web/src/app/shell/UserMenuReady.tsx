import { Group, Text } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/context/api/get-user';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { contextPath, paths } from '../../shared/config/paths';
import { feedbackLink, usePlatformConfig } from '../../shared/lib/platform-config';
import { retryImport } from '../../shared/lib/lazy-retry';
import { openedAfterMount } from '../../shared/lib/opened-after-mount';
import { useOpenedOnce } from '../../shared/lib/use-opened-once';
import { Menu } from '../../shared/ui/floating/floating';
import {
  IconAdjustments,
  IconBook,
  IconKey,
  IconKeyboard,
  IconLogout,
  IconMessage,
  IconPhone,
  IconPrinter,
  IconShield,
} from '../../shared/ui/icons/icons';
import { UserButton } from './UserButton';

/** Loaded when first opened: the password form stays out of the first download. */
const ChangePasswordModal = lazy(() =>
  retryImport(() => import('../../features/auth/components/ChangePasswordModal')).then((m) => ({
    default: openedAfterMount(m.ChangePasswordModal),
  })),
);

/** The dialogs the user menu opens, which the shell holds. */
export interface UserMenuProps {
  onOpenPreferences: () => void;
  onOpenShortcuts: () => void;
}

/** The user menu with its items (spec 2.3), loaded after the first paint: `UserMenu` shows its button till then. */
export function ReadyUserMenu({ onOpenPreferences, onOpenShortcuts }: UserMenuProps) {
  const { user } = useCurrentUser();
  const current = useAppContext();
  const { data: config } = usePlatformConfig();
  const contact = config?.helpContact;
  const feedback = feedbackLink(config);
  const button = useRef<HTMLButtonElement>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const changePasswordMounted = useOpenedOnce(changingPassword);
  // focus goes back to the menu's button before a dialog opens, so closing the dialog returns it there
  const openDialog = (open: () => void) => () => {
    button.current?.focus();
    open();
  };
  const name = user.fullName || user.username;
  return (
    <>
      {changePasswordMounted ? (
        <Suspense fallback={null}>
          <ChangePasswordModal opened={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      ) : null}
      <Menu position="bottom-end" width={270}>
        <Menu.Target>
          <UserButton ref={button} name={name} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {user.fullName}
            </Text>
            <Text size="xs" c="dimmed">
              {user.email ?? user.username}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          {current ? (
            <Menu.Item
              leftSection={<IconPrinter size={16} />}
              component={Link}
              to={contextPath('autoprint.config', current.ctx)}
            >
              Printing configuration
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconAdjustments size={16} />} onClick={openDialog(onOpenPreferences)}>
            User preferences
          </Menu.Item>
          <Menu.Item
            leftSection={<IconKey size={16} />}
            onClick={openDialog(() => setChangingPassword(true))}
          >
            Change password
          </Menu.Item>
          <Menu.Item leftSection={<IconShield size={16} />} component={Link} to={paths.mfaSetup()}>
            Authenticator app
          </Menu.Item>
          <Menu.Item leftSection={<IconKeyboard size={16} />} onClick={openDialog(onOpenShortcuts)}>
            Keyboard shortcuts
          </Menu.Item>
          <Menu.Item
            leftSection={<IconBook size={16} />}
            component="a"
            href={paths.userGuide()}
            target="_blank"
            rel="noopener"
          >
            User guide
          </Menu.Item>
          <Menu.Item
            leftSection={<IconMessage size={16} />}
            component="a"
            href={feedback?.href}
            {...(feedback?.external ? { target: '_blank', rel: 'noopener' } : {})}
          >
            Give feedback
          </Menu.Item>
          <Menu.Divider />
          {contact ? (
            <Menu.Label>
              <Text size="xs" c="dimmed">
                For account changes call
              </Text>
              <Group gap={6} mt={2} wrap="nowrap">
                <IconPhone size={14} />
                <Text span fw={600} size="sm" c="var(--mantine-color-text)">
                  {contact.phone}
                </Text>
              </Group>
            </Menu.Label>
          ) : null}
          <Menu.Item
            leftSection={<IconLogout size={16} />}
            component={Link}
            to={paths.logout()}
            // Mantine's color="red" draws shade 6, too light on white; this red reads at 4.5:1 in both themes
            c="var(--mantine-color-red-text)"
          >
            Log out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
