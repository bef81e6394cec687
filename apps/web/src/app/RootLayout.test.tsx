import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { RootLayout } from './RootLayout';

vi.mock('../shared/lib/platform-config', () => ({ usePlatformConfig: () => ({ data: undefined }) }));
vi.mock('../shared/lib/telemetry', () => ({ recordPageView: () => {} }));

describe('the page frame around every route', () => {
  it('shows a loading bar while the next page loads, and none once it has', async () => {
    let finish = () => {};
    const loaded = new Promise<null>((resolve) => (finish = () => resolve(null)));
    const router = createMemoryRouter([
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <Link to="/next">Next</Link> },
          { path: '/next', loader: () => loaded, element: <h1>Next page</h1> },
        ],
      },
    ]);
    renderWithProviders(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();

    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });
});
