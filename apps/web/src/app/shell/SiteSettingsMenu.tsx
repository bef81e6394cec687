import { ActionIcon } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { contextPath } from '../../shared/config/paths';
import { HandOver } from '../../shared/ui/floating/HandOver';
import { useFloating } from '../../shared/ui/floating/load-floating';
import { IconSettings } from '../../shared/ui/icons/icons';

function SettingsButton(button: ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon {...button} variant="subtle" color="gray" size="lg" aria-label="Site settings">
      <IconSettings size={20} />
    </ActionIcon>
  );
}

/**
 * Spec 2.3: site settings, only in a context; dangerous goods presets only when that feature is on. The menu loads
 * after the first paint; until then its button stands in, and a click or the focus it takes carries over.
 */
export function SiteSettingsMenu() {
  const current = useAppContext();
  const floating = useFloating();
  if (!current) return null;
  if (!floating) {
    return (
      <HandOver ready={false}>
        <SettingsButton aria-haspopup="menu" aria-expanded={false} />
      </HandOver>
    );
  }
  const { ctx, gates } = current;
  const { Menu, Tooltip } = floating;
  return (
    <HandOver ready>
      <Menu position="bottom-end" width={240}>
        <Menu.Target>
          <Tooltip label="Site settings">
            <SettingsButton />
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
    </HandOver>
  );
}
