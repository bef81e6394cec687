import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { preferenceKeys, readPreference } from '../../../shared/lib/user-preferences';
import { site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { UserPreferencesModal } from './UserPreferencesModal';

const user = { id: 'user-1', sites: [site('1', 'Melbourne DC'), site('2', 'Sydney Warehouse')] };

function start() {
  const onClose = vi.fn();
  renderWithProviders(<UserPreferencesModal opened onClose={onClose} user={user} />);
  return { onClose };
}

/** Mantine's list is hidden in jsdom (nothing is laid out), so the option is picked by its role alone. */
async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(screen.getByRole('option', { name: option, hidden: true }));
}

describe('user preferences (document 3 section 2)', () => {
  it('offers the sites by organisation, with the overview where it holds several', async () => {
    start();
    const dialog = await screen.findByRole('dialog', { name: 'User preferences' });
    expect(within(dialog).getByText('These preferences are kept in this browser.')).toBeTruthy();
    await userEvent.click(screen.getByLabelText(/^Default site/, { selector: 'input' }));
    const input = screen.getByLabelText(/^Default site/, { selector: 'input' });
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    const names = within(list ?? document.body)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(names).toEqual(['Sites overview', 'Melbourne DC', 'Sydney Warehouse']);
  });

  it('keeps the default site, home page and results per screen in this browser', async () => {
    const { onClose } = start();
    await screen.findByRole('dialog', { name: 'User preferences' });
    await choose(/^Default site/, 'Sydney Warehouse');
    await choose(/^Results per screen/, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User preferences saved')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(readPreference('user-1', preferenceKeys.context)).toBe('site-2');
    expect(readPreference('user-1', preferenceKeys.pageSize)).toBe('50');
    expect(readPreference('user-1', preferenceKeys.landingPage)).toBe('consignment.readyToManifest');
  });

  it('stores nothing on Cancel', async () => {
    const { onClose } = start();
    await screen.findByRole('dialog', { name: 'User preferences' });
    await choose(/^Results per screen/, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(readPreference('user-1', preferenceKeys.pageSize)).toBeNull();
  });
});
