import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { csrfRoute, installFakeApi } from '../../../testing/fake-api';
import { renderWithRouter } from '../../../testing/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

describe('the forgot password page (spec 2.1)', () => {
  it('asks for the username to e-mail a code to, and requests nothing before it is given', async () => {
    const api = installFakeApi(csrfRoute);
    renderWithRouter(<ForgotPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByText('We will e-mail you a verification code.')).toBeTruthy();
    expect(await screen.findByLabelText(/^Username or email/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/auth/forgot-password')).toBe(false);
  });
});
