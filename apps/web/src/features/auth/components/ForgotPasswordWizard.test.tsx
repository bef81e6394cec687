import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorBody, csrfRoute, installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { enterText } from '../../../testing/enter-text';
import { renderWithRouter } from '../../../testing/render';
import { ForgotPasswordWizard } from './ForgotPasswordWizard';
import { CODE_SENT_INSTRUCTION, codeSentRoute } from '../testing/code-sent';

function start(confirm: () => FakeAnswer, autoRequestFor?: string) {
  const onComplete = vi.fn();
  const api = installFakeApi({
    ...csrfRoute,
    ...codeSentRoute,
    'POST /api/auth/forgot-password/confirm': confirm,
  });
  renderWithRouter(<ForgotPasswordWizard autoRequestFor={autoRequestFor} onComplete={onComplete} />);
  return { api, onComplete };
}

async function enterCode(code: string, password = 'NewPass123') {
  await enterText(await screen.findByLabelText(/^Verification code/), code);
  await enterText(screen.getByLabelText(/^New password/), password);
  await enterText(screen.getByLabelText(/^Confirm new password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('forgotten password (spec 4.2)', () => {
  it('sends a code for the username, then resets the password with it', async () => {
    const { api, onComplete } = start(() => ({ body: { result: 'passwordReset' } }));
    await enterText(await screen.findByLabelText(/^Username or email/), 'alice');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(CODE_SENT_INSTRUCTION)).toBeTruthy();

    await enterCode('123456');
    expect(await screen.findByText('Password has been reset')).toBeTruthy();
    // in place of the form and its button: the outcome has the focus
    expect(document.activeElement?.textContent).toBe('Password has been reset');
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(onComplete).toHaveBeenCalled();
    expect(api.requests.find((r) => r.path === '/api/auth/forgot-password/confirm')?.body).toEqual({
      username: 'alice',
      code: '123456',
      newPassword: 'NewPass123',
    });
  });

  it('goes back to correct a mistyped username, keeping it to edit, and sends the code to the new one', async () => {
    const { api } = start(() => ({ body: { result: 'passwordReset' } }));
    await enterText(await screen.findByLabelText(/^Username or email/), 'alcie');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByText(/^Code requested for/)).textContent).toBe(
      'Code requested for alcie. Use another username',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use another username' }));
    const username = await screen.findByLabelText(/^Username or email/);
    expect((username as HTMLInputElement).value).toBe('alcie');
    await userEvent.clear(username);
    await enterText(username, 'alice');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await enterCode('123456');
    expect(await screen.findByText('Password has been reset')).toBeTruthy();
    const sent = api.requests
      .filter((r) => r.path.startsWith('/api/auth/forgot-password'))
      .map((r) => r.body);
    expect(sent).toEqual([
      { username: 'alcie' },
      { username: 'alice' },
      { username: 'alice', code: '123456', newPassword: 'NewPass123' },
    ]);
  });

  it('says a rejected code is invalid, and clears that once the code is edited', async () => {
    start(() => ({ status: 400, body: apiErrorBody(400, 'CodeMismatchException', 'Invalid code') }), 'alice');
    await enterCode('000000');
    const failure = 'The code is invalid. Try re-entering or resend code.';
    expect(await screen.findByText(failure)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Verification code/), '1');
    await waitFor(() => expect(screen.queryByText(failure)).toBeNull());
  });

  it('requests the code at once when an administrator asked for the reset', async () => {
    const { api } = start(() => ({ body: { result: 'passwordReset' } }), 'bob');
    expect(await screen.findByText(CODE_SENT_INSTRUCTION)).toBeTruthy();
    // the administrator named the user: there is no other username to choose
    expect(screen.queryByRole('button', { name: 'Use another username' })).toBeNull();
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === '/api/auth/forgot-password')?.body).toEqual({
        username: 'bob',
      }),
    );
  });
});
