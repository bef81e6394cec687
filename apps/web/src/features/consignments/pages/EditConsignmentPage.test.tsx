import { consignmentMessages, errorCodes } from '@freight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, csrfRoute, installFakeApi } from '../../../testing/fake-api';
import { plainFormConfiguration } from '../../../testing/form-configuration';
import { site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { savedConsignment } from '../lib/form-fixture';
import { EditConsignmentPage } from './EditConsignmentPage';

const melbourne = site('1', 'Melbourne DC');

afterEach(() => {
  window.sessionStorage.clear();
});

const links = { self: '/api/sender/v0/consignments/42', labels: [], connote: 'connote.pdf' };

/**
 * Opens the edit page of a Melbourne DC consignment at its address, beside any other routes; the router, to read
 * where the page went.
 */
function openEditPage(id: string, otherRoutes: RouteObject[] = []) {
  const router = createMemoryRouter(
    [
      {
        path: '/site/1/consignment/:consignmentId/edit',
        element: <EditConsignmentPage site={melbourne} creationPrevented={false} QuoteTable={() => null} />,
      },
      ...otherRoutes,
    ],
    { initialEntries: [`/site/1/consignment/${id}/edit`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('edit consignment (M14)', () => {
  it('moves another site’s consignment to the edit page of its own site', async () => {
    installFakeApi({
      'GET /api/sender/v0/consignments/42': () => ({
        body: {
          data: savedConsignment({ siteId: '2' }),
          links,
        },
      }),
    });
    const router = openEditPage('42', [
      { path: '/site/2/consignment/42/edit', element: <h1>Sydney edit</h1> },
    ]);
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
    openEditPage('99999999');
    expect(await screen.findByRole('heading', { name: 'Oops! Consignment not found.' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a manifested consignment (M55)', () => {
  it('offers no form, says why, and leads back to the consignment', async () => {
    installFakeApi({
      'GET /api/sender/v0/consignments/42': () => ({
        body: { data: savedConsignment({ manifest: { id: '9', addedAt: '2026-11-25T23:21:00Z' } }), links },
      }),
    });
    openEditPage('42');
    const alert = await screen.findByRole('alert', { name: 'Already manifested' });
    expect(alert.textContent).toContain(
      'This consignment has already been manifested and can no longer be changed.',
    );
    expect(screen.getByRole('link', { name: 'View the consignment' }).getAttribute('href')).toBe(
      '/site/1/consignment/42',
    );
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });
});

describe('a conflict’s edits applied again (issue 24)', () => {
  it('opens the latest version with the refused edits applied over it', async () => {
    // someone else moves the dispatch date while this tab changes the special instructions
    let latest = savedConsignment();
    const api = installFakeApi({
      ...csrfRoute,
      'GET /api/sender/v0/consignments/42': () => ({ body: { data: latest, links } }),
      ...plainFormConfiguration('consignment'),
      'PUT /api/sender/v0/consignments/42': () => {
        latest = savedConsignment({ version: '"42-4"', dispatchDate: '2026-03-10' });
        return {
          status: 409,
          body: apiErrorBody(409, errorCodes.alreadyUpdated, consignmentMessages.alreadyUpdated),
        };
      },
    });
    const router = openEditPage('42');

    const instructions = await screen.findByLabelText(/^Special instructions/);
    await userEvent.clear(instructions);
    await userEvent.click(instructions);
    await userEvent.paste('Ring the bell');
    await userEvent.click(screen.getByRole('button', { name: 'Save consignment' }));
    expect(
      await screen.findByRole('heading', { name: 'There is a conflict with the consignment information.' }),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Re-apply my changes' }));
    expect(await screen.findByText('Your changes are applied again')).toBeTruthy();
    expect(router.state.location.search).toBe('?reapply=1');
    await waitFor(() =>
      expect((screen.getByLabelText(/^Special instructions/) as HTMLInputElement).value).toBe(
        'Ring the bell',
      ),
    );
    // the other person's change stays
    expect((screen.getByLabelText('Dispatch date') as HTMLInputElement).value).toBe('2026-03-10');

    // the save goes to the version now read, with the edits
    await userEvent.click(screen.getByRole('button', { name: 'Save consignment' }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    const put = api.requests.filter((r) => r.method === 'PUT')[1];
    expect(put?.headers.get('If-Match')).toBe('"42-4"');
    expect(put?.body).toMatchObject({
      data: {
        attributes: { dispatchDate: '2026-03-10', receiver: { specialInstructions: 'Ring the bell' } },
      },
    });
  });
});
