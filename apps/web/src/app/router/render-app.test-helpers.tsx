import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderWithProviders, testQueryClient } from '../../testing/render';
import { createRoutes } from './routes';

/** Renders the whole app's routes at `path`, as the browser would open it. */
export function renderApp(path: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  return router;
}

/** The router logs every redirect and refused load; a test of them keeps the console quiet and the globals clean. */
export function quietRouterConsole() {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
