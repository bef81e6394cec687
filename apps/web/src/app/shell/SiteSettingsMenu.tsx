import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { contextPath } from '../../shared/config/paths';
import { IconSettings } from '../../shared/ui/icons/icons';

/** Spec 2.3: site settings, only in a context; dangerous goods presets only when that feature is on. */
export function SiteSettingsMenu() {
  const current = useAppContext();
  if (!current) return null;
  const { ctx, gates } = current;
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <Tooltip label="Site settings">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Site settings">
            <IconSettings size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Site settings</Menu.Label>
        <Menu.Item component={Link} to={contextPath('addressbook.manage', ctx)}>
          Address book
        </Menu.Item>
        <Menu.Item component={Link} to={contextPath('site-preferences.manage', ctx)}>
          Carrier service preferences
        </Menu.Item>
        {gates.dangerousGoods ? (
          <Menu.Item component={Link} to={contextPath('dangerous-goods-presets.manage', ctx)}>
            Dangerous goods presets
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={contextPath('receiver-notifications.manage', ctx)}>
          Receiver notifications
        </Menu.Item>
        <Menu.Item component={Link} to={contextPath('shipping-item-presets.manage', ctx)}>
          Shipping item presets
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
