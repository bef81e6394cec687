import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { preferenceKeys, readPreference } from '../../../shared/lib/user-preferences';
import { chooseOption, optionsOf } from '../../../testing/choose-option';
import { site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { UserPreferencesModal } from './UserPreferencesModal';

const user = { id: 'user-1', sites: [site('1', 'Melbourne DC'), site('2', 'Sydney Warehouse')] };

function start() {
  const onClose = vi.fn();
  renderWithProviders(<UserPreferencesModal opened onClose={onClose} user={user} />);
  return { onClose };
}

const choose = (label: RegExp, option: string) =>
  chooseOption(screen.getByLabelText(label, { selector: 'input' }), option);

describe('user preferences (document 3 section 2)', () => {
  it('offers the sites by organisation, with the overview where it holds several', async () => {
    start();
    const dialog = await screen.findByRole('dialog', { name: 'User preferences' });
    expect(within(dialog).getByText('These preferences are kept in this browser.')).toBeTruthy();
    // it opens on its first choice, not its close button
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Default site/, { selector: 'input' })),
    );
    const options = await optionsOf(screen.getByLabelText(/^Default site/, { selector: 'input' }));
    const names = options.map((o) => o.textContent);
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
