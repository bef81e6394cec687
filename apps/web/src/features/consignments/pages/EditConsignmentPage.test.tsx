import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi } from '../../../testing/fake-api';
import { site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { savedConsignment } from '../lib/form-fixture';
import { EditConsignmentPage } from './EditConsignmentPage';

const melbourne = site('1', 'Melbourne DC');

afterEach(() => vi.unstubAllGlobals());

describe('edit consignment (M14)', () => {
  it('moves another site’s consignment to the edit page of its own site', async () => {
    installFakeApi({
      'GET /api/sender/v0/consignments/42': () => ({
        body: {
          data: savedConsignment({ siteId: '2' }),
          links: { self: '/api/sender/v0/consignments/42', labels: [], connote: 'connote.pdf' },
        },
      }),
    });
    const router = createMemoryRouter(
      [
        {
          path: '/site/1/consignment/:consignmentId/edit',
          element: <EditConsignmentPage site={melbourne} creationPrevented={false} QuoteTable={() => null} />,
        },
        { path: '/site/2/consignment/42/edit', element: <h1>Sydney edit</h1> },
      ],
      { initialEntries: ['/site/1/consignment/42/edit'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Sydney edit' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/site/2/consignment/42/edit');
  });

  it('shows "Oops! Consignment not found." for a consignment that does not exist (F03)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({
      'GET /api/sender/v0/consignments/99999999': () => ({
        status: 404,
        body: apiErrorBody(404, 'notFound', 'The requested resource was not found.'),
      }),
    });
    const router = createMemoryRouter(
      [
        {
          path: '/site/1/consignment/:consignmentId/edit',
          element: <EditConsignmentPage site={melbourne} creationPrevented={false} QuoteTable={() => null} />,
        },
      ],
      { initialEntries: ['/site/1/consignment/99999999/edit'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Oops! Consignment not found.' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
