import { errorCodes, signInMessages } from '@freight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, installSignedInApi } from '../../testing/fake-api';
import { platformConfigBody } from '../../testing/fixtures';
import { quietRouterConsole, renderApp } from './render-app.test-helpers';

function start() {
  const api = installSignedInApi({
    'GET /api/platform/config': () => ({ body: platformConfigBody }),
    'GET /api/auth/session': () => ({
      status: 401,
      body: apiErrorBody(401, errorCodes.unauthenticated, 'Not signed in'),
    }),
    'POST /api/auth/sign-in': () => ({
      status: 401,
      body: apiErrorBody(401, errorCodes.notAuthorized, signInMessages.invalidUsernameOrPassword),
    }),
  });
  renderApp('/login');
  return api;
}

quietRouterConsole();

describe('sign-in page (spec 2.1, 4.1)', () => {
  it('checks both fields on submit, focuses the first and sends nothing', async () => {
    const api = start();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(signInMessages.usernameEmpty)).toBeTruthy();
    expect(screen.getByText(signInMessages.usernameOrPasswordInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username or email'));
    expect(api.requests.some((request) => request.path === '/api/auth/sign-in')).toBe(false);
  });

  it('checks a field when it is left empty, and clears the error once filled', async () => {
    start();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Username or email'));
    await user.tab();
    expect(await screen.findByText(signInMessages.usernameEmpty)).toBeTruthy();
    await user.type(screen.getByLabelText('Username or email'), 'demo');
    await waitFor(() => expect(screen.queryByText(signInMessages.usernameEmpty)).toBeNull());
  });

  it('sends the trimmed username and shows the server’s refusal', async () => {
    const api = start();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username or email'), '  demo ');
    await user.type(screen.getByLabelText('Password'), 'Wrong2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(signInMessages.invalidUsernameOrPassword)).toBeTruthy();
    const sent = api.requests.find((request) => request.path === '/api/auth/sign-in');
    expect(sent?.body).toEqual({ username: 'demo', password: 'Wrong2026' });
  });
});
