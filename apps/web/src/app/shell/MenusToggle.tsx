import { ActionIcon } from '@mantine/core';
import type { Ref } from 'react';
import { IconMenu, IconX } from '../../shared/ui/icons/icons';
import classes from './Shell.module.css';

/**
 * On a phone the header has room for the brand, the search and the icons only: the Company and Site dropdowns and
 * the menus fold away behind this button, which shows them as lines of the header under it.
 */
export function MenusToggle({
  ref,
  opened,
  controls,
  onToggle,
}: {
  ref?: Ref<HTMLButtonElement>;
  opened: boolean;
  /** The ids of what it shows and hides. */
  controls: string;
  onToggle: () => void;
}) {
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      className={classes.menusToggle}
      aria-label="Sites and menus"
      aria-expanded={opened}
      aria-controls={controls}
      onClick={onToggle}
    >
      {opened ? <IconX size={20} /> : <IconMenu size={20} />}
    </ActionIcon>
  );
}
