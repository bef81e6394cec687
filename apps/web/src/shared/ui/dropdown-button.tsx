import { Group, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { IconChevronDown } from './icons/icons';
import classes from './SearchableDropdown.module.css';

export interface DropdownOption {
  value: string;
  label: string;
  /** Extra text matched by the search, e.g. a site's display name. */
  keywords?: string;
  disabled?: boolean;
  /** Rendered after the label, e.g. a status badge or a star button. */
  right?: ReactNode;
  description?: ReactNode;
}

export interface SearchableDropdownProps {
  /** The id of the button that opens it. */
  id?: string;
  /** The visible label above the current value, e.g. 'Site'. */
  label: string;
  /** What the closed control shows; the control is named by its text, "{label} {current}". */
  current: string;
  icon?: ReactNode;
  options: readonly DropdownOption[];
  selected?: string;
  searchPlaceholder: string;
  emptyText?: string;
  onSelect: (value: string) => void;
  /** Beside the closed control, e.g. the "Site has changed" highlight. */
  badge?: ReactNode;
  width?: number;
}

/** The closed control: its label above what is chosen, and a chevron. */
export function DropdownButton({
  label,
  current,
  icon,
  ...button
}: { label: string; current: string; icon?: ReactNode } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton {...button} aria-haspopup="listbox" className={classes.trigger}>
      <Group gap={8} wrap="nowrap">
        {icon}
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" lh={1.1}>
            {label}
          </Text>
          <Text size="sm" fw={500} truncate maw={220} lh={1.3}>
            {current}
          </Text>
        </div>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
}
