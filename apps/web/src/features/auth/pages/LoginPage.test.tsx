import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, csrfRoute, installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { enterText } from '../../../testing/enter-text';
import { CurrentPath, renderRoutes } from '../../../testing/render';
import { LoginPage } from './LoginPage';

function start(signIn: () => FakeAnswer, entry = '/login') {
  const api = installFakeApi({
    ...csrfRoute,
    'POST /api/auth/sign-in': signIn,
  });
  renderRoutes(entry, { '/login': <LoginPage />, '*': <CurrentPath /> });
  return api;
}

async function logIn(username: string, password: string) {
  await enterText(await screen.findByLabelText(/^Username or email/), username);
  await enterText(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('log in', () => {
  it('asks for both fields before sending anything, in the spec 5.3 words', async () => {
    const api = start(() => ({ body: { result: 'signedIn' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username cannot be empty')).toBeTruthy();
    expect(screen.getByText('Username or password is invalid')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/auth/sign-in')).toBe(false);
  });

  it("shows the server's words when the name or password is wrong, and stays", async () => {
    start(() => ({
      status: 401,
      body: apiErrorBody(401, 'NotAuthorizedException', 'Invalid username, email or password'),
    }));
    await logIn('alice', 'Wrong1234');
    expect(await screen.findByText('Invalid username, email or password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('says the network failed when the server cannot be reached', async () => {
    start(() => 'network-error');
    await logIn('alice', 'Secret123');
    expect(await screen.findByText('Network error, please check your internet connection')).toBeTruthy();
  });

  it('goes on to the authenticator code when one is required', async () => {
    const api = start(() => ({ body: { result: 'totpRequired' } }));
    await logIn('alice', 'Secret123');
    expect(await screen.findByText('at /mfa')).toBeTruthy();
    expect(api.requests.find((r) => r.path === '/api/auth/sign-in')?.body).toEqual({
      username: 'alice',
      password: 'Secret123',
    });
  });

  it('goes to the password reset when the account must reset its password', async () => {
    start(() => ({
      status: 400,
      body: apiErrorBody(400, 'PasswordResetRequiredException', 'Password reset required for the user'),
    }));
    await logIn('alice', 'Secret123');
    await waitFor(() => expect(screen.getByText('at /reset-password')).toBeTruthy());
  });

  it('offers the forgotten password page', async () => {
    start(() => ({ body: { result: 'signedIn' } }));
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('at /forgot-password')).toBeTruthy();
  });
});
