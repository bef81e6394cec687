import type { Order } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { csrfRoute, installFakeApi, pageAnswer } from '../../../testing/fake-api';
import { site, siteScopeOf } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render';
import { adelaideAddress, openOrder } from '../../../testing/order-fixture';
import { ManageOrdersPage } from './ManageOrdersPage';

const melbourne = site('1', 'Melbourne DC');
const scope = siteScopeOf(melbourne);

const order = (id: string, receiver: string, line1 = '1 King William St'): Order => {
  const open = openOrder(id, { volume: 240_000_000, weight: 10_000 });
  return {
    ...open,
    receiver: { ...open.receiver, name: receiver, address: adelaideAddress(line1, `a-${line1}`) },
  };
};

function Probe() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function start() {
  const rows = [
    order('1', 'Adelaide Customer'),
    order('2', 'Adelaide Customer'),
    order('3', 'Corner Store', '9 Rundle Mall'),
  ];
  const gone = new Set<string>();
  const remove = (id: string) => () => {
    gone.add(id);
    return { status: 204 };
  };
  const api = installFakeApi({
    ...csrfRoute,
    'GET /api/sender/orders': () => pageAnswer(rows.filter((row) => !gone.has(row.id))),
    'DELETE /api/sender/orders/1': remove('1'),
    'DELETE /api/sender/orders/3': remove('3'),
  });
  renderRoutes('/site/1/order/manage', {
    '/site/1/order/manage': <ManageOrdersPage scope={scope} creationPrevented={false} defaultPageSize={30} />,
    '/site/1/consignment/create/outbound': <Probe />,
  });
  return api;
}

describe('manage orders', () => {
  it('makes one consignment only from orders of one receiver, and opens the form with them', async () => {
    start();
    const table = await screen.findByRole('table', { name: 'Orders' });
    // volumes to three places as everywhere else (X10): 0.240 m³, not 0.24
    expect(within(table).getAllByText('0.240')).toHaveLength(3);
    // orders without references show the em dash every view uses for what is not there
    expect(within(table).getAllByText('—')).toHaveLength(3);
    expect((screen.getByRole('button', { name: 'Create consignment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.click(screen.getByLabelText('Choose order SO-1'));
    await userEvent.click(screen.getByLabelText('Choose order SO-3'));
    expect(
      (screen.getByRole('button', { name: 'Create consignment from 2 orders' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Choose orders for the same receiver.');

    await userEvent.click(screen.getByLabelText('Choose order SO-3'));
    await userEvent.click(screen.getByLabelText('Choose order SO-2'));
    await userEvent.click(screen.getByRole('button', { name: 'Create consignment from 2 orders' }));
    expect(await screen.findByText('at /site/1/consignment/create/outbound?orders=1%2C2')).toBeTruthy();
  });

  it('deletes an order once confirmed', async () => {
    const api = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete order SO-3' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete order SO-3?' });
    expect(within(confirm).getByText(/Order SO-3 will be deleted/)).toBeTruthy();
    // E21: Confirm and Cancel, the action named in the title
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/sender/orders/3')).toBe(true),
    );
  });

  it('keeps the focus in the list when an order is deleted from the keyboard: on the next row’s Delete', async () => {
    start();
    const remove = await screen.findByRole('button', { name: 'Delete order SO-1' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Delete order SO-1?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete order SO-1' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete order SO-2' })),
    );
  });
});
