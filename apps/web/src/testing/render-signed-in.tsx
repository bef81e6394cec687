import type { Site } from '@freight/contracts';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { userQueryOptions } from '../features/context/api/get-user';
import { demoUser } from './fixtures';
import { renderWithProviders, testQueryClient } from './render';

/**
 * Renders the element in a router at `path` for the demo user, already read (with `sites` when given), as the
 * shell's menus and banners find it.
 */
export function renderSignedIn(
  ui: ReactElement,
  { path = '/site/1/consignment/ready-to-manifest', sites }: { path?: string; sites?: Site[] } = {},
  queryClient = testQueryClient(),
) {
  queryClient.setQueryData(userQueryOptions().queryKey, sites ? demoUser({ sites }) : demoUser());
  return renderWithProviders(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, queryClient);
}
