import { orderMessages, type Order } from '@freight/contracts';
import { siteToday } from '@freight/rules';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeDefaultDispatchDate } from '../lib/dispatch-date-preference';
import type { QuoteTableSlotProps } from '../../../shared/shipment-form/lib/quote-slot';
import { apiErrorBody, installFakeApi } from '../../../testing/fake-api';
import { plainFormConfiguration } from '../../../testing/form-configuration';
import { site } from '../../../testing/fixtures';
import { openOrder } from '../../../testing/order-fixture';
import { renderInDataRouter } from '../../../testing/render';
import { CreateConsignmentPage } from './CreateConsignmentPage';

function QuoteTableStub({ quotes }: QuoteTableSlotProps) {
  return <p>{quotes.length} quotes</p>;
}

/** A date some days after today, as the date field holds it. */
function daysAhead(days: number): string {
  const [year = 0, month = 1, day = 1] = siteToday().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Create outbound consignment at Melbourne DC, at the address given. */
const renderCreate = ({
  creationPrevented = false,
  userId = 'u1',
  path,
}: { creationPrevented?: boolean; userId?: string; path?: string } = {}) =>
  renderInDataRouter(
    <CreateConsignmentPage
      site={site('1', 'Melbourne DC', { orgId: '7' })}
      creationPrevented={creationPrevented}
      QuoteTable={QuoteTableStub}
      type="outbound"
      userId={userId}
    />,
    undefined,
    path,
  );

function start({ creationPrevented = false } = {}) {
  installFakeApi({
    ...plainFormConfiguration('consignment'),
  });
  renderCreate({ creationPrevented });
}

afterEach(() => {
  localStorage.clear();
});

describe('a new consignment’s dispatch date (spec 9, V13)', () => {
  it('starts from the date the user last booked with in this organisation, until midnight', async () => {
    storeDefaultDispatchDate({ userId: 'u1', orgId: '7' }, daysAhead(2));
    start();
    const field = (await screen.findByLabelText('Dispatch date')) as HTMLInputElement;
    expect(field.value).toBe(daysAhead(2));
  });

  it('starts from today when the stored date is another organisation’s', async () => {
    storeDefaultDispatchDate({ userId: 'u1', orgId: '8' }, daysAhead(2));
    start();
    const field = (await screen.findByLabelText('Dispatch date')) as HTMLInputElement;
    expect(field.value).toBe(siteToday());
  });
});

describe('a site that cannot create (spec 4.6, C38, C39)', () => {
  it('says so above a form shown read-only, with nothing to quote or save', async () => {
    start({ creationPrevented: true });
    const note = await screen.findByRole('alert', {
      name: 'This site cannot create consignments at the moment',
    });
    expect(within(note).getByText(/you can only track consignments and lodge enquiries/)).toBeTruthy();
    // the note comes before every field of the form
    const dispatchDate = screen.getByLabelText('Dispatch date');
    expect(note.compareDocumentPosition(dispatchDate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(dispatchDate.matches(':disabled')).toBe(true);
    for (const box of screen.getAllByRole('textbox')) expect(box.matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add line' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Get quotes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create consignment' })).toBeNull();
  });

  it('is open to a site that can create', async () => {
    start();
    expect((await screen.findByLabelText('Dispatch date')).matches(':disabled')).toBe(false);
    expect(screen.queryByRole('alert', { name: /cannot create/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get quotes' })).toBeTruthy();
  });
});

describe('a consignment made from orders (issue 15)', () => {
  const order = (id: string, consignment: Order['consignment']): Order =>
    openOrder(id, {
      status: consignment ? 'converted' : 'open',
      dispatchDate: daysAhead(1),
      consignment,
      itemQuantity: 0,
      volume: 0,
      weight: 0,
    });

  /** Create consignment at Melbourne DC, opened from the orders the address names. */
  const openFrom = (orderIds: string) =>
    renderCreate({ path: `/site/1/consignment/create/outbound?orders=${orderIds}` });

  it('says at once when an order has been consigned since it was chosen, and where it went', async () => {
    installFakeApi({
      ...plainFormConfiguration('consignment'),
      'GET /api/sender/orders/5': () => ({ body: { data: order('5', null) } }),
      'GET /api/sender/orders/6': () => ({
        body: { data: order('6', { id: '88', consignmentNo: 'MAL000000088' }) },
      }),
    });
    openFrom('5,6');
    const note = await screen.findByRole('alert');
    expect(within(note).getByText(orderMessages.orderConverted)).toBeTruthy();
    expect(within(note).getByText(/Order SO-6/)).toBeTruthy();
    expect(within(note).queryByText(/SO-5/)).toBeNull();
    expect(within(note).getByRole('link', { name: 'MAL000000088' }).getAttribute('href')).toBe(
      '/site/1/consignment/88',
    );
    expect(within(note).getByRole('link', { name: 'Choose open orders' }).getAttribute('href')).toBe(
      '/site/1/order/manage',
    );
    // no form to fill in that could not be saved
    expect(screen.queryByLabelText('Dispatch date')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get quotes' })).toBeNull();
  });

  it('says in words when an order the address names no longer exists, with the way back to the open orders', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({
      ...plainFormConfiguration('consignment'),
      'GET /api/sender/orders/5': () => ({ body: { data: order('5', null) } }),
      'GET /api/sender/orders/9': () => ({ status: 404, body: apiErrorBody(404, 'notFound', 'Not found') }),
    });
    openFrom('5,9');
    const note = await screen.findByRole('alert');
    expect(within(note).getByText('Order not found')).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'Choose open orders' }).getAttribute('href')).toBe(
      '/site/1/order/manage',
    );
    expect(screen.queryByLabelText('Dispatch date')).toBeNull();
  });

  it('takes an order named twice in the address once, so its freight is not sent twice', async () => {
    const api = installFakeApi({
      ...plainFormConfiguration('consignment'),
      'GET /api/sender/orders/5': () => ({ body: { data: order('5', null) } }),
    });
    openFrom('5,5');
    await screen.findByLabelText('Dispatch date');
    expect(api.requests.filter((r) => r.path === '/api/sender/orders/5')).toHaveLength(1);
  });
});
