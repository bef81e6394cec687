import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, csrfRoute, installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { MfaSetupPage } from './MfaSetupPage';

const session = (preferredMfa: 'NOMFA' | 'TOTP') => ({
  body: {
    user: {
      id: 'u1',
      username: 'alice',
      fullName: 'Alice Sender',
      email: null,
      phone: null,
      preferredMfa,
    },
    expiresAt: '2026-03-05T10:00:00Z',
  },
});

function start(verify: () => FakeAnswer, preferredMfa: 'NOMFA' | 'TOTP' = 'NOMFA') {
  const api = installFakeApi({
    ...csrfRoute,
    'GET /api/auth/session': () => session(preferredMfa),
    'POST /api/auth/mfa/setup': () => ({
      body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCodeSvg: '<svg/>' },
    }),
    'POST /api/auth/mfa/setup/verify': verify,
  });
  renderWithProviders(<MfaSetupPage />);
  return api;
}

async function turnOn(code: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Start set-up' }));
  expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
  // the Start button is gone: its focus goes to the set-up's first words, not out of the page
  expect(document.activeElement).toBe(
    screen.getByText('Scan this QR code with your authenticator app, or enter the key by hand.'),
  );
  expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
  await userEvent.type(screen.getByLabelText(/^Code from the app/), code);
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
}

describe('setting up the authenticator app (spec 4.1)', () => {
  it('shows the key to scan, then turns the app on with a code from it', async () => {
    const api = start(() => ({ body: { preferredMfa: 'TOTP', smsEnabled: false, totpEnabled: true } }));
    await turnOn('123456');
    expect(await screen.findByText('Authenticator app is on')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(api.requests.find((r) => r.path === '/api/auth/mfa/setup/verify')?.body).toEqual({
      code: '123456',
    });
  });

  it('says a wrong code does not match and keeps the set-up open', async () => {
    start(() => ({ status: 400, body: apiErrorBody(400, 'CodeMismatchException', 'Invalid code') }));
    await turnOn('000000');
    expect(await screen.findByText('Verification code does not match')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeTruthy();
  });

  it('says the app is already on, and offers to set it up again', async () => {
    start(() => ({ body: { preferredMfa: 'TOTP', smsEnabled: false, totpEnabled: true } }), 'TOTP');
    expect(await screen.findByText('Authenticator app is on')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up again' })).toBeTruthy();
    // nothing was done on the page: the note does not take the focus
    expect(document.activeElement).toBe(document.body);
  });
});
