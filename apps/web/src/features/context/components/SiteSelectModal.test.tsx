import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SiteSelectModal } from './SiteSelectModal';

const sites = [
  site('1', 'Melbourne DC'),
  site('2', 'Sydney Warehouse'),
  site('3', 'Wacol Depot', { status: 'suspended' }),
];

function start(purpose?: string) {
  const onSelect = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <SiteSelectModal opened sites={sites} purpose={purpose} onSelect={onSelect} onCancel={onCancel} />,
  );
  return { onSelect, onCancel };
}

describe('site select dialog (spec 2.4)', () => {
  it('is titled for its purpose and lets only a transacting site be chosen', async () => {
    const { onSelect } = start('a pickup');
    const dialog = await screen.findByRole('dialog', { name: 'Select site for a pickup' });
    const wacol = within(dialog).getByRole('option', { name: /Wacol Depot/ });
    expect(wacol.getAttribute('aria-disabled')).toBe('true');
    expect(within(wacol).getByText('Suspended')).toBeTruthy();
    await userEvent.click(wacol);
    expect(onSelect).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('option', { name: /Sydney Warehouse/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '2', name: 'Sydney Warehouse' }));
  });

  it('narrows the sites as the user searches, and says when none match', async () => {
    start();
    const dialog = await screen.findByRole('dialog', { name: 'Select site' });
    const search = within(dialog).getByRole('textbox', { name: 'Search sites' });
    await userEvent.type(search, 'syd');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sydney WarehouseTransacting']);
    await userEvent.clear(search);
    await userEvent.type(search, 'perth');
    expect(within(dialog).getByText('No sites match')).toBeTruthy();
  });

  it('closes on Cancel without choosing', async () => {
    const { onSelect, onCancel } = start();
    const dialog = await screen.findByRole('dialog', { name: 'Select site' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
