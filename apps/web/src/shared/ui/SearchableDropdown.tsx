import { Group, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { HandOver } from './floating/HandOver';
import { useFloating } from './floating/load-floating';
import type { Floating } from './floating/load-floating';
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
function DropdownButton({
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

/**
 * Spec 2.3: a header dropdown with a search filter (X19: lists scroll from 340 px). Its list loads after the first
 * paint; until then the closed control stands in, and a click or the focus it takes carries over.
 */
export function SearchableDropdown(props: SearchableDropdownProps) {
  const floating = useFloating();
  return (
    <Group gap={6} wrap="nowrap">
      <HandOver ready={floating !== undefined}>
        {floating ? (
          <OpenableDropdown floating={floating} {...props} />
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

function OpenableDropdown({
  floating: { Combobox, ScrollArea, useCombobox },
  id,
  label,
  current,
  icon,
  options,
  selected,
  searchPlaceholder,
  emptyText = 'Nothing found',
  onSelect,
  width = 320,
}: SearchableDropdownProps & { floating: Floating }) {
  const [search, setSearch] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
  });
  const term = search.trim().toLowerCase();
  const visible = term
    ? options.filter((o) => `${o.label} ${o.keywords ?? ''}`.toLowerCase().includes(term))
    : options;

  return (
    <Combobox
      store={combobox}
      width={width}
      position="bottom-start"
      shadow="md"
      // the list shows 10 ms after it opens (X18), and a hidden search field cannot take focus before then
      onEnterTransitionEnd={() => combobox.focusSearchInput()}
      onOptionSubmit={(value) => {
        // focus goes back to the button first: a dialog the choice opens (Change site?) returns focus there,
        // not to the search field that closes with the list
        trigger.current?.focus();
        onSelect(value);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button" withAriaAttributes={false}>
        <DropdownButton
          ref={trigger}
          id={id}
          label={label}
          current={current}
          icon={icon}
          onClick={() => combobox.toggleDropdown()}
          aria-expanded={combobox.dropdownOpened}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
        />
        <Combobox.Options aria-label={label}>
          <ScrollArea.Autosize mah={340} type="scroll">
            {visible.length === 0 ? <Combobox.Empty>{emptyText}</Combobox.Empty> : null}
            {visible.map((option) => (
              <Combobox.Option
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                active={option.value === selected}
                aria-selected={option.value === selected}
              >
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={option.value === selected ? 600 : 400} truncate>
                      {option.label}
                    </Text>
                    {option.description ? (
                      <Text size="xs" c="dimmed" truncate>
                        {option.description}
                      </Text>
                    ) : null}
                  </div>
                  {option.right}
                </Group>
              </Combobox.Option>
            ))}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
