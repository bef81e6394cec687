import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { IconChevronDown } from '../../shared/ui/icons/icons';
import classes from './Shell.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The user menu's button: the user's initials and name; it stands in alone until the menu has loaded. */
export function UserButton({ name, ...button }: { name: string } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton {...button} px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Group gap={8} wrap="nowrap">
        <span className={classes.avatar} aria-hidden>
          {initials(name)}
        </span>
        {/* the name is hidden on narrower screens, and with it from screen readers: the button names the user itself */}
        <VisuallyHidden>User menu, {name}</VisuallyHidden>
        <Text size="sm" fw={500} truncate maw={160} className={classes.userName} aria-hidden>
          {name}
        </Text>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
}
