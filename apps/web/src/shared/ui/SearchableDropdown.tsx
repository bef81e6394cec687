import { Group } from '@mantine/core';
import { loadedAfterPaint } from '../lib/loaded-after-paint';
import { DropdownButton } from './dropdown-button';
import type { SearchableDropdownProps } from './dropdown-button';
import { HandOver } from './floating/HandOver';

export type { DropdownOption, SearchableDropdownProps } from './dropdown-button';

/** The dropdown's list and search, loaded after the first paint; its closed control stands in till then. */
export const { load: loadOpenableDropdown, useLoaded: useOpenableDropdown } = loadedAfterPaint(
  () => import('./OpenableDropdown'),
);

/**
 * Spec 2.3: a header dropdown with a search filter (X19: lists scroll from 340 px). Its list loads after the first
 * paint; until then the closed control stands in, and a click or the focus it takes carries over.
 */
export function SearchableDropdown(props: SearchableDropdownProps) {
  const loaded = useOpenableDropdown();
  return (
    <Group gap={6} wrap="nowrap">
      <HandOver ready={loaded !== undefined}>
        {loaded ? (
          <loaded.OpenableDropdown {...props} />
        ) : (
          <DropdownButton
            id={props.id}
            label={props.label}
            current={props.current}
            icon={props.icon}
            aria-expanded={false}
          />
        )}
      </HandOver>
      {props.badge}
    </Group>
  );
}
