import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { IconChevronDown } from '../../shared/ui/icons/icons';
import type { ReactNode } from 'react';

export interface NavItem {
  label: string;
  to: string;
  disabled?: boolean;
  right?: ReactNode;
}

/** One header menu (Orders, Estimates, ...): a button that opens its links. */
export function NavMenu({ label, items }: { label: string; items: readonly NavItem[] }) {
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={120} width={220}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="var(--mantine-color-text)"
          fw={500}
          rightSection={<IconChevronDown size={14} />}
          px={6}
        >
          {label}
        </Button>
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
  );
}
