import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { AccessDeniedDialog } from './AccessDeniedDialog';

describe('the access denied dialog (spec 6: the user-access fetch was forbidden)', () => {
  it('says the user has no access, and logs them out on OK', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <AccessDeniedDialog /> },
        { path: '/logout', element: <h1>Logged out</h1> },
      ],
      { initialEntries: ['/'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const dialog = await screen.findByRole('dialog', { name: 'Access denied' });
    expect(
      within(dialog).getByText('Access denied: You do not have access. Contact the site administrator.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Logged out' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logout');
  });
});
