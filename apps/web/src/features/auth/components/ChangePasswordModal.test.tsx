import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorBody, csrfRoute, installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { enterText } from '../../../testing/enter-text';
import { renderWithProviders } from '../../../testing/render';
import { ChangePasswordModal } from './ChangePasswordModal';

function start(answer: () => FakeAnswer) {
  const onClose = vi.fn();
  const api = installFakeApi({
    ...csrfRoute,
    'POST /api/auth/change-password': answer,
  });
  renderWithProviders(<ChangePasswordModal opened onClose={onClose} />);
  return { api, onClose };
}

async function fill(oldPassword: string, newPassword: string, confirm = newPassword) {
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  await enterText(within(dialog).getByLabelText(/^Current password/), oldPassword);
  await enterText(within(dialog).getByLabelText(/^New password/), newPassword);
  await enterText(within(dialog).getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
}

describe('change password (A27)', () => {
  it('shows the password policy and asks that the two new passwords match', async () => {
    const { api } = start(() => ({ status: 204 }));
    expect(
      await screen.findByText(
        'Password should have at least 8 characters, including numbers and uppercase and lowercase characters.',
      ),
    ).toBeTruthy();
    // the policy describes the new password, and nothing is flagged before it is typed (G35)
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    const newPassword = within(dialog).getByLabelText(/^New password/);
    expect(newPassword.getAttribute('aria-describedby') ?? '').not.toBe('');
    expect(
      document.getElementById(newPassword.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent,
    ).toMatch(/^Password should have at least 8 characters/);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Current password/)),
    );
    expect(within(dialog).queryByText('Value is required')).toBeNull();
    await fill('Old12345', 'NewPass123', 'NewPass124');
    // spec 5.1: a field's error is shown sentence-cased
    expect(await screen.findByText('Values must match')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/auth/change-password')).toBe(false);
  });

  it('says the policy once when the new password breaks it: the error in place of the hint', async () => {
    const { api } = start(() => ({ status: 204 }));
    await fill('Old12345', 'short');
    const policy =
      'Password should have at least 8 characters, including numbers and uppercase and lowercase characters';
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    const newPassword = within(dialog).getByLabelText(/^New password/);
    await waitFor(() => expect(newPassword.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText(new RegExp(`^${policy}\\.?$`))).toHaveLength(1);
    expect(api.requests.some((r) => r.path === '/api/auth/change-password')).toBe(false);
  });

  it('changes the password, says the other sessions ended, and closes', async () => {
    const { api, onClose } = start(() => ({ status: 204 }));
    await fill('Old12345', 'NewPass123');
    expect(
      await screen.findByText('Password changed. You have been logged out everywhere else.'),
    ).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(api.requests.find((r) => r.path === '/api/auth/change-password')?.body).toEqual({
      oldPassword: 'Old12345',
      newPassword: 'NewPass123',
    });
  });

  it('puts "Old password is invalid" on the current password', async () => {
    const { onClose } = start(() => ({
      status: 422,
      body: apiErrorBody(422, 'validationError', 'Old password is invalid', '/oldPassword'),
    }));
    await fill('Wrong1234', 'NewPass123');
    expect(await screen.findByText('Old password is invalid')).toBeTruthy();
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
    // the refused field has the focus, to type it again
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Current password/)));
  });
});
