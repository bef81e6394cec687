import { ActionIcon } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { contextPath } from '../../shared/config/paths';
import type { ContextRouteName } from '../../shared/config/paths';
import { HandOver } from '../../shared/ui/floating/HandOver';
import { useFloating } from '../../shared/ui/floating/load-floating';
import { IconSettings } from '../../shared/ui/icons/icons';

/** The menu's settings screens, in order; dangerous goods presets only while that feature is on. */
const siteSettings: readonly { route: ContextRouteName; label: string; dangerousGoods?: boolean }[] = [
  { route: 'addressbook.manage', label: 'Address book' },
  { route: 'site-preferences.manage', label: 'Carrier service preferences' },
  { route: 'dangerous-goods-presets.manage', label: 'Dangerous goods presets', dangerousGoods: true },
  { route: 'receiver-notifications.manage', label: 'Receiver notifications' },
  { route: 'shipping-item-presets.manage', label: 'Shipping item presets' },
];

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
          {siteSettings
            .filter((setting) => !setting.dangerousGoods || gates.dangerousGoods)
            .map((setting) => (
              <Menu.Item key={setting.route} component={Link} to={contextPath(setting.route, ctx)}>
                {setting.label}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      </Menu>
    </HandOver>
  );
}
