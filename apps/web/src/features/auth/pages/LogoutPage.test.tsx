import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../shared/config/query-keys';
import { csrfRoute, installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { renderRoutes, testQueryClient } from '../../../testing/render';
import { LogoutPage } from './LogoutPage';

function start(signOut: () => FakeAnswer) {
  const api = installFakeApi({
    ...csrfRoute,
    'POST /api/auth/sign-out': signOut,
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.session, { signedIn: true, user: { id: 'u1' }, expiresAt: 'x' });
  renderRoutes('/logout', { '/logout': <LogoutPage />, '/login': <p>the login page</p> }, queryClient);
  return { api, queryClient };
}

describe('logging out (spec 4.3)', () => {
  it('signs out once, forgets the user and goes to log in', async () => {
    const { api, queryClient } = start(() => ({ status: 204 }));
    expect(await screen.findByText('the login page')).toBeTruthy();
    expect(api.requests.filter((r) => r.path === '/api/auth/sign-out')).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.session)).toEqual({ signedIn: false, expired: false });
  });

  it('still forgets the user when the server cannot be reached', async () => {
    const { queryClient } = start(() => 'network-error');
    expect(await screen.findByText('the login page')).toBeTruthy();
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.session)).toEqual({ signedIn: false, expired: false }),
    );
  });
});
