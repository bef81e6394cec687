import { ActionIcon } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useFloating } from '../../../shared/ui/floating/load-floating';
import { IconStar, IconStarFilled } from '../../../shared/ui/icons/icons';

/** Spec 2.3: the star that marks the default; on the current default it clears it. */
export function DefaultStar({
  name,
  isDefault,
  onToggle,
}: {
  name: string;
  isDefault: boolean;
  onToggle: () => void;
}) {
  const label = isDefault ? `Clear ${name} as default` : `Set ${name} as default`;
  const click = (event: MouseEvent) => {
    // the star sits inside an option: choosing the default must not also open that site
    event.preventDefault();
    event.stopPropagation();
    onToggle();
  };
  // shown in an open site list, by when the tooltips have loaded with the list
  const floating = useFloating();
  const star = (
    <ActionIcon
      component="span"
      role="button"
      variant="subtle"
      color={isDefault ? 'yellow' : 'gray'}
      size="sm"
      aria-label={label}
      aria-pressed={isDefault}
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={click}
    >
      {isDefault ? <IconStarFilled size={16} /> : <IconStar size={16} />}
    </ActionIcon>
  );
  if (!floating) return star;
  return (
    <floating.Tooltip label={isDefault ? 'Default (click to clear)' : 'Set as default'}>
      {star}
    </floating.Tooltip>
  );
}
