import { Group, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { DropdownButton } from './dropdown-button';
import type { SearchableDropdownProps } from './dropdown-button';
import { Combobox, ScrollArea, useCombobox } from './floating/floating';

/** The dropdown with its list and search, loaded after the first paint (`SearchableDropdown` stands in). */
export function OpenableDropdown({
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
