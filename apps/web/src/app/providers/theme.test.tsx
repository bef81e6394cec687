import { MantineProvider, Select } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchableDropdown } from '../../shared/ui/SearchableDropdown';
import { theme } from './theme';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Fake timers, with animation frames run at once, so only the open delay separates a click from the list. */
function runOnFakeTime() {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(0), 0),
  );
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle));
}

/**
 * Renders in the app's theme on fake time. jsdom lays nothing out, so every target looks detached; the selects
 * here show their list even so (`hideDetached: false`).
 */
function renderThemed(ui: ReactElement) {
  runOnFakeTime();
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}

/** The element Mantine hides with display: none while the list is closed. */
function dropdownOf(listbox: HTMLElement): HTMLElement {
  const dropdown = listbox.closest<HTMLElement>('.mantine-Popover-dropdown');
  if (!dropdown) throw new Error('no dropdown around the list');
  return dropdown;
}

const shown = (element: HTMLElement) => element.style.display !== 'none';

async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('X18: a combo box opens 10 ms after the event that opens it', () => {
  it('shows a select list only once 10 ms have passed', async () => {
    renderThemed(
      <Select label="Packaging" data={['Carton', 'Pallet']} comboboxProps={{ hideDetached: false }} />,
    );
    fireEvent.click(screen.getByLabelText('Packaging', { selector: 'input' }));
    const list = dropdownOf(screen.getByRole('listbox', { hidden: true }));
    await pass(9);
    expect(shown(list)).toBe(false);
    await pass(5);
    expect(shown(list)).toBe(true);
    expect(screen.getByRole('option', { name: 'Pallet' })).toBeTruthy();
  });

  it('moves focus to a header dropdown search once its list shows', async () => {
    renderThemed(
      <SearchableDropdown
        label="Site"
        current="Melbourne"
        options={[{ value: '1', label: 'Melbourne' }]}
        searchPlaceholder="Search sites"
        onSelect={() => undefined}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Site Melbourne/ });
    trigger.focus();
    fireEvent.click(trigger);
    const search = screen.getByPlaceholderText('Search sites');
    await pass(9);
    expect(document.activeElement).toBe(trigger);
    await pass(5);
    expect(document.activeElement).toBe(search);
  });
});

describe('a searchable select', () => {
  it('opens its list on typing or a click, not on focus alone (a form focusing its first field stays uncovered)', async () => {
    renderThemed(
      <Select
        label="Entry"
        searchable
        data={['Ballarat Building Supplies', 'Bendigo Cycles']}
        comboboxProps={{ hideDetached: false }}
      />,
    );
    const input = screen.getByLabelText('Entry', { selector: 'input' });
    const list = dropdownOf(screen.getByRole('listbox', { hidden: true }));
    act(() => input.focus());
    await pass(20);
    expect(shown(list)).toBe(false);
    fireEvent.change(input, { target: { value: 'Ben' } });
    await pass(20);
    expect(shown(list)).toBe(true);
  });
});
