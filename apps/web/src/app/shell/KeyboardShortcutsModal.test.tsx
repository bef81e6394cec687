import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { KeyboardShortcutsModal } from './KeyboardShortcutsModal';

describe('the keyboard shortcuts dialog', () => {
  it("lists the app's shortcuts with their keys, and the standard keys", async () => {
    renderWithProviders(<KeyboardShortcutsModal opened onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Everything in the app works with the keyboard alone.')).toBeTruthy();
    const shortcuts = within(dialog).getByRole('table', { name: 'Shortcuts' });
    const show = within(shortcuts).getByRole('row', { name: /Show keyboard shortcuts/ });
    expect(
      within(show)
        .getAllByText(/^(Alt|Shift|K)$/)
        .map((k) => k.textContent),
    ).toEqual(['Alt', 'Shift', 'K']);
    const standard = within(dialog).getByRole('table', { name: 'Keys on every screen' });
    expect(
      within(standard).getByText('Close a menu or dialog; focus returns to what opened it'),
    ).toBeTruthy();
  });

  it('closes with Esc', async () => {
    const onClose = vi.fn();
    renderWithProviders(<KeyboardShortcutsModal opened onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
