import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ApiRequestError } from '../../lib/api-error';
import { confirmDelete } from './confirm-delete';

const wording = {
  title: 'Delete shipping item preset PAL?',
  message: 'PAL – Standard pallet will be deleted.',
  deleted: 'Preset PAL deleted',
};

/** Asks to delete the PAL preset through `remove`; the confirmation dialog, and the delete as a whole. */
async function askToDelete(remove: () => Promise<unknown>, words = wording) {
  renderWithProviders(<p>list</p>);
  const done = confirmDelete(words, remove);
  const dialog = await screen.findByRole('dialog', { name: 'Delete shipping item preset PAL?' });
  return { dialog, done };
}

describe('a row delete (spec 2.4, E21)', () => {
  it('names the row in the dialog, deletes on Confirm and says so', async () => {
    const remove = vi.fn(async () => undefined);
    const { dialog, done } = await askToDelete(remove);
    expect(dialog.textContent).toContain('PAL – Standard pallet will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await done;
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Preset PAL deleted')).toBeTruthy();
  });

  it('deletes nothing on Cancel', async () => {
    const remove = vi.fn(async () => undefined);
    const { dialog, done } = await askToDelete(remove);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await done;
    expect(remove).not.toHaveBeenCalled();
  });

  it('says what stopped a delete', async () => {
    const refusal = new ApiRequestError('conflict', 409, [
      { status: '409', code: 'conflict', title: 'In use', detail: 'The preset is in use' },
    ]);
    const { dialog, done } = await askToDelete(() => Promise.reject(refusal), {
      ...wording,
      deleted: 'Preset PAL deleted for good',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await done;
    expect(await screen.findByText('The preset is in use')).toBeTruthy();
    expect(screen.queryByText('Preset PAL deleted for good')).toBeNull();
  });
});
