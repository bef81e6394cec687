import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBody, installFakeApi } from '../../../testing/fake-api';
import { expectNoAxeViolations } from '../../../testing/axe';
import { site } from '../../../testing/fixtures';
import { renderInDataRouter, renderWithProviders } from '../../../testing/render';
import { ReceiverNotificationsPage } from './ReceiverNotificationsPage';

const melbourne = site('1', 'Melbourne DC');
const PATH = '/api/sender/v0/sites/1/receiver-notifications';
const stored = { pickedUp: false, outForDelivery: true, delivered: true, late: true };

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

beforeEach(() => {
  document.cookie = 'csrf_token=t; path=/';
});
describe('Receiver notifications', () => {
  it("shows the site's settings, saves a change, and offers nothing to save until something changes", async () => {
    const api = installFakeApi({
      [`GET ${PATH}`]: () => ({ body: { data: stored } }),
      [`PUT ${PATH}`]: (request) => ({ body: request.body }),
    });
    const { container } = renderInDataRouter(<ReceiverNotificationsPage site={melbourne} />);
    const delivered = await screen.findByRole('switch', { name: /^Delivered/ });
    expect(checked(delivered)).toBe(true);
    expect(checked(screen.getByRole('switch', { name: /^Picked up/ }))).toBe(false);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(disabled(save)).toBe(true);
    await expectNoAxeViolations(container);

    await userEvent.click(delivered);
    await userEvent.click(screen.getByRole('switch', { name: /^Picked up/ }));
    expect(disabled(save)).toBe(false);
    await userEvent.click(save);

    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      data: { pickedUp: true, outForDelivery: true, delivered: false, late: true },
    });
    expect(await screen.findByText('Receiver notifications saved')).toBeTruthy();
    await waitFor(() => expect(disabled(screen.getByRole('button', { name: 'Save' }))).toBe(true));
    // the Save button, now disabled, cannot keep the focus: the settings take it, not the page's top
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Receiver notification e-mails' }));
  });

  it('keeps the change and says why when the save is refused', async () => {
    installFakeApi({
      [`GET ${PATH}`]: () => ({ body: { data: stored } }),
      [`PUT ${PATH}`]: () => ({
        status: 403,
        body: apiErrorBody(403, 'forbidden', 'Cannot access selected site'),
      }),
    });
    renderInDataRouter(<ReceiverNotificationsPage site={melbourne} />);
    const late = await screen.findByRole('switch', { name: /^Late against its ETA/ });
    await userEvent.click(late);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot access selected site')).toBeTruthy();
    expect(checked(late)).toBe(false);
  });

  it('asks before leaving unsaved switches (spec 2.4)', async () => {
    installFakeApi({ [`GET ${PATH}`]: () => ({ body: { data: stored } }) });
    const router = createMemoryRouter(
      [
        {
          path: '/notifications',
          element: (
            <>
              <Link to="/elsewhere">Leave</Link>
              <ReceiverNotificationsPage site={melbourne} />
            </>
          ),
        },
        { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      ],
      { initialEntries: ['/notifications'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('switch', { name: /^Picked up/ }));
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog');
    expect(router.state.location.pathname).toBe('/notifications');
    await userEvent.click(within(dialog).getByRole('button', { name: /discard/i }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  });
});
