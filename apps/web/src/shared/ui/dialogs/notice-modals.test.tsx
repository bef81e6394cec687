import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { openPopupsBlockedModal } from './notice-modals';

const synthetic = vi.hoisted(() => ({ value: false }));
vi.mock('../../lib/synthetic-run', () => ({ isSyntheticRun: () => synthetic.value }));

afterEach(() => {
  synthetic.value = false;
});

describe('pop-ups blocked (spec 2.4)', () => {
  it('is titled as the spec says, tells the user to choose "Always allow", and closes with Done (E09-E11)', async () => {
    renderWithProviders(<p>app</p>);
    openPopupsBlockedModal();
    const dialog = await screen.findByRole('dialog', { name: 'Pop-ups are blocked on this browser' });
    expect(dialog.textContent).toContain('"Always allow"');
    // focus waited for the modal and went to its Done button (E24)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Done'));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pop-ups are blocked on this browser' })).toBeNull(),
    );
  });

  it('is not shown in a synthetic or test run (E12)', () => {
    synthetic.value = true;
    renderWithProviders(<p>app</p>);
    openPopupsBlockedModal();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
