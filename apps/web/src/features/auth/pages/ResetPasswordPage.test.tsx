import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { enterText } from '../../../testing/enter-text';
import { csrfRoute, installFakeApi } from '../../../testing/fake-api';
import { renderWithRouter } from '../../../testing/render';
import { clearResetUsername, resetUsername, storeResetUsername } from '../lib/auth-flow';
import { ResetPasswordPage } from './ResetPasswordPage';
import { CODE_SENT_INSTRUCTION, codeSentRoute } from '../testing/code-sent';

afterEach(() => {
  clearResetUsername();
});

describe('the reset password page (spec 2.1: an administrator asked for a reset)', () => {
  it('requests a code for the user who tried to log in, and forgets them once the password is reset', async () => {
    storeResetUsername('bob');
    const api = installFakeApi({
      ...csrfRoute,
      ...codeSentRoute,
      'POST /api/auth/forgot-password/confirm': () => ({ body: { result: 'passwordReset' } }),
    });
    renderWithRouter(<ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByText('Your password must be reset before you can log in.')).toBeTruthy();
    expect(await screen.findByText(CODE_SENT_INSTRUCTION)).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === '/api/auth/forgot-password')?.body).toEqual({
        username: 'bob',
      }),
    );

    await enterText(await screen.findByLabelText(/^Verification code/), '123456');
    await enterText(screen.getByLabelText(/^New password/), 'NewPass123');
    await enterText(screen.getByLabelText(/^Confirm new password/), 'NewPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password has been reset')).toBeTruthy();
    expect(resetUsername()).toBeUndefined();
  });
});
