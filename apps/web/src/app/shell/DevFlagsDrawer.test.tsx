import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEV_FLAGS_STORAGE_KEY, type DevFlagRegistry } from '../../shared/lib/dev-flags';
import { renderWithProviders } from '../../testing/render';
import { DevFlagsDrawer } from './DevFlagsDrawer';
import { useDevFlagsChord } from './use-dev-flags-chord';

const registry = {
  popups: {
    group: 'Documents',
    label: 'Document pop-ups',
    description: 'Open documents in a new tab.',
    owner: 'Documents team',
    control: 'boolean',
    default: true,
  },
  banner: {
    group: 'Shell',
    label: 'Banner text',
    description: 'A note.',
    owner: 'Shell team',
    control: 'string',
    default: '',
  },
  mode: {
    group: 'Shell',
    label: 'Mode',
    description: 'One of two.',
    owner: 'Shell team',
    control: 'enum',
    options: ['plain', 'fancy'],
    default: 'plain',
  },
  tags: {
    group: 'Shell',
    label: 'Tags',
    description: 'Several.',
    owner: 'Shell team',
    control: 'multiEnum',
    options: ['x', 'y'],
    default: [],
  },
  odd: {
    group: 'Shell',
    label: 'Odd',
    description: 'Unknown control.',
    owner: 'Nobody',
    control: 'slider',
    default: true,
  },
} as unknown as DevFlagRegistry;

function Harness({ reload }: { reload: () => void }) {
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  useDevFlagsChord(open);
  return (
    <DevFlagsDrawer
      opened={opened}
      onClose={() => setOpened(false)}
      registry={registry}
      site={{ devFlags: { popups: false } }}
      reload={reload}
    />
  );
}

const chord = () => {
  for (const code of ['KeyG', 'KeyE', 'KeyP'])
    fireEvent.keyDown(document.body, { code, key: code.slice(3), shiftKey: true });
};

describe('the development flags drawer (W01-W11)', () => {
  it('opens by Shift+G+E+P and by a global function, its flags grouped with their controls', async () => {
    renderWithProviders(<Harness reload={vi.fn()} />);
    expect(screen.queryByText('Development Flags')).toBeNull();
    chord();
    expect(await screen.findByText('Development Flags')).toBeTruthy();
    const documents = await screen.findByRole('group', { name: 'Documents' });
    const popups = within(documents).getByRole('switch', { name: /^Document pop-ups/ });
    // the site's devFlags turned it off
    expect(popups).toHaveProperty('checked', false);
    expect(within(documents).getByText('from the site')).toBeTruthy();
    expect(screen.getByText(/Owner: Documents team/)).toBeTruthy();
    const shell = screen.getByRole('group', { name: 'Shell' });
    expect(within(shell).getByRole('textbox', { name: 'Banner text' })).toBeTruthy();
    expect(within(shell).getByLabelText('Mode')).toHaveProperty('value', 'plain');
    expect(within(shell).getByLabelText('Tags')).toBeTruthy();
    expect(within(shell).getByText('This flag’s control (slider) cannot be shown here.')).toBeTruthy();
  });

  it('applies nothing until Save Changes, which keeps the change in this browser and reloads', async () => {
    const reload = vi.fn();
    renderWithProviders(<Harness reload={reload} />);
    window.openDevelopmentFlags?.();
    await userEvent.click(await screen.findByRole('switch', { name: /^Document pop-ups/ }));
    expect(window.localStorage.getItem(DEV_FLAGS_STORAGE_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(JSON.parse(window.localStorage.getItem(DEV_FLAGS_STORAGE_KEY) ?? '{}')).toEqual({ popups: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks "Reset development flags?" before clearing them', async () => {
    window.localStorage.setItem(DEV_FLAGS_STORAGE_KEY, JSON.stringify({ popups: true }));
    const reload = vi.fn();
    renderWithProviders(<Harness reload={reload} />);
    chord();
    expect(await screen.findByText('saved in this browser')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset flags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset development flags?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(window.localStorage.getItem(DEV_FLAGS_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks before closing with unsaved changes', async () => {
    renderWithProviders(<Harness reload={vi.fn()} />);
    chord();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Banner text' }), 'Hello');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Discard changes?', { exact: false })).toBeTruthy();
  });
});
