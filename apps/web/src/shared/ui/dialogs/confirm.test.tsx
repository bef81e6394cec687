import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { confirmChangeSite, confirmDialog, confirmDiscardChanges } from './confirm';

const buttonsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((name) => name !== '');

describe('confirm dialogs (spec 2.4)', () => {
  it('carry Confirm and Cancel, the action named in the title (E21)', async () => {
    renderWithProviders(<p>app</p>);
    const answer = confirmDialog({ title: 'Delete order SO-3?', message: 'Order SO-3 will be deleted.' });
    const dialog = await screen.findByRole('dialog', { name: 'Delete order SO-3?' });
    expect(buttonsOf(dialog)).toEqual(['Cancel', 'Confirm']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await answer).toBe(true);
  });

  it('answers false on Cancel', async () => {
    renderWithProviders(<p>app</p>);
    const answer = confirmDialog({
      title: 'Stop the import?',
      message: 'Rows not yet imported will not be.',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Stop the import?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await answer).toBe(false);
  });

  it('keeps the buttons the spec names for the change-site and data-loss dialogs', async () => {
    renderWithProviders(<p>app</p>);
    void confirmChangeSite('You are about to change site to Sydney');
    const changeSite = await screen.findByRole('dialog', { name: 'Change site?' });
    expect(buttonsOf(changeSite)).toEqual(['Cancel', 'Yes, change site']);
    await userEvent.click(within(changeSite).getByRole('button', { name: 'Cancel' }));

    void confirmDiscardChanges();
    const discard = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(discard.textContent).toContain('All changes will be lost.');
    expect(buttonsOf(discard)).toEqual(['Cancel', 'Discard changes']);
  });
});
