import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, csrfRoute, installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { enterText } from '../../../testing/enter-text';
import { challengeGone } from '../testing/challenge-gone';
import { renderRoutes } from '../../../testing/render';
import { CompleteNewPasswordPage } from './CompleteNewPasswordPage';
import { LoginPage } from './LoginPage';

function start(complete: () => FakeAnswer) {
  const api = installFakeApi({
    ...csrfRoute,
    'POST /api/auth/complete-new-password': complete,
  });
  renderRoutes('/complete-new-password', {
    '/complete-new-password': <CompleteNewPasswordPage />,
    '/login': <LoginPage />,
  });
  return api;
}

async function choose(password: string, confirm = password) {
  await enterText(await screen.findByLabelText(/^New password/), password);
  await enterText(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('choosing a new password at the first sign-in (spec 2.1, 5.3)', () => {
  it('holds a password that breaks the policy, with the policy in the spec words', async () => {
    const api = start(() => ({ body: { result: 'signedIn' } }));
    await choose('short');
    const policy =
      'Password should have at least 8 characters, including numbers and uppercase and lowercase characters';
    expect((await screen.findAllByText(new RegExp(`^${policy}`))).length).toBeGreaterThan(1);
    // the server refuses the temporary password again with only "New password is invalid": say so up front
    expect(screen.getByText(/\. It must not be the temporary password you signed in with\.$/)).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/auth/complete-new-password')).toBe(false);
  });

  it("shows the server's refusal and stays", async () => {
    start(() => ({
      status: 401,
      body: apiErrorBody(
        401,
        'NotAuthorizedException',
        'Your temporary password has expired and can no longer be used. Contact support to have it reset',
      ),
    }));
    await choose('NewPass123');
    expect(
      await screen.findByText(
        'Your temporary password has expired and can no longer be used. Contact support to have it reset',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeTruthy();
  });

  it('goes back to log in when the challenge has gone', async () => {
    start(challengeGone);
    await choose('NewPass123');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText('Your session has expired, please log in again')).toBeTruthy();
  });
});
