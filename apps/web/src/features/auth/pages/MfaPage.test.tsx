import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, csrfRoute, installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { enterText } from '../../../testing/enter-text';
import { challengeGone } from '../testing/challenge-gone';
import { renderRoutes } from '../../../testing/render';
import { LoginPage } from './LoginPage';
import { MfaPage } from './MfaPage';

function start(verify: () => FakeAnswer) {
  const api = installFakeApi({
    ...csrfRoute,
    'POST /api/auth/mfa/verify': verify,
  });
  renderRoutes('/mfa', { '/mfa': <MfaPage />, '/login': <LoginPage /> });
  return api;
}

async function verify(code: string) {
  await enterText(await screen.findByLabelText(/^Verification code/), code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('the authenticator code (spec 4.1)', () => {
  it('stays on a wrong code and says so, until the code is edited', async () => {
    const api = start(() => ({
      status: 400,
      body: apiErrorBody(400, 'CodeMismatchException', 'Invalid code received for user'),
    }));
    await verify('123456');
    expect(await screen.findByText('Verification code does not match')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verify your identity' })).toBeTruthy();
    expect(api.requests.find((r) => r.path === '/api/auth/mfa/verify')?.body).toEqual({ code: '123456' });

    await userEvent.type(screen.getByLabelText(/^Verification code/), '7');
    expect(screen.queryByText('Verification code does not match')).toBeNull();
  });

  it('goes back to log in with the reason when the challenge is gone', async () => {
    start(challengeGone);
    await verify('123456');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText('Your session has expired, please log in again')).toBeTruthy();
  });
});
