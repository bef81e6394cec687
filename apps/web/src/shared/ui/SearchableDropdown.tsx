import { Combobox, Group, ScrollArea, Text, UnstyledButton, useCombobox } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
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

/** Spec 2.3: a header dropdown with a search filter (X19: lists scroll from 340 px). */
export function SearchableDropdown({
  id,
  label,
  current,
  icon,
  options,
  selected,
  searchPlaceholder,
  emptyText = 'Nothing found',
  onSelect,
  badge,
  width = 320,
}: SearchableDropdownProps) {
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
    <Group gap={6} wrap="nowrap">
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
          <UnstyledButton
            ref={trigger}
            id={id}
            onClick={() => combobox.toggleDropdown()}
            aria-haspopup="listbox"
            aria-expanded={combobox.dropdownOpened}
            className={classes.trigger}
          >
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
      {badge}
    </Group>
  );
}
