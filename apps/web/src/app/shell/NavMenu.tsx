import { Button } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-router';
import { HandOver } from '../../shared/ui/floating/HandOver';
import { useFloating } from '../../shared/ui/floating/load-floating';
import { IconChevronDown } from '../../shared/ui/icons/icons';

export interface NavItem {
  label: string;
  to: string;
  disabled?: boolean;
  right?: ReactNode;
}

function NavMenuButton({ label, ...button }: { label: string } & ComponentPropsWithRef<'button'>) {
  return (
    <Button
      {...button}
      variant="subtle"
      color="gray"
      c="var(--mantine-color-text)"
      fw={500}
      rightSection={<IconChevronDown size={14} />}
      px={6}
    >
      {label}
    </Button>
  );
}

/**
 * One header menu (Orders, Estimates, ...): a button that opens its links. The menu loads after the first paint;
 * until then its button stands in, and a click or the focus it takes carries over.
 */
export function NavMenu({ label, items }: { label: string; items: readonly NavItem[] }) {
  const floating = useFloating();
  if (!floating) {
    return (
      <HandOver ready={false}>
        <NavMenuButton label={label} aria-haspopup="menu" aria-expanded={false} />
      </HandOver>
    );
  }
  const { Menu } = floating;
  return (
    <HandOver ready>
      <Menu trigger="click-hover" openDelay={60} closeDelay={120} width={220}>
        <Menu.Target>
          <NavMenuButton label={label} />
        </Menu.Target>
        <Menu.Dropdown>
          {items.map((item) =>
            // a disabled link must not navigate, so it is rendered as a disabled button
            item.disabled ? (
              <Menu.Item key={item.label} disabled rightSection={item.right}>
                {item.label}
              </Menu.Item>
            ) : (
              <Menu.Item key={item.label} component={Link} to={item.to} rightSection={item.right}>
                {item.label}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
    </HandOver>
  );
}
