import { pickupMessages, type CarrierPickup } from '@freight/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, installFakeApi, type FakeHandler } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { parseAction } from '../lib/summary';
import { CarrierPickupPage } from './CarrierPickupPage';

const TOKEN = 'tok_abc';
const PATH = `/api/sender/v0/pickups/confirmation/${TOKEN}`;

/** The innermost element that reads `text` whole, links inside it included. */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

/** The support contacts in a message are links a phone can call or write to. */
function expectContactLinks(message: HTMLElement, { email = true } = {}) {
  const hrefOf = (text: string) =>
    [...message.querySelectorAll('a')].find((a) => a.textContent === text)?.getAttribute('href');
  expect(hrefOf('1300 555 010')).toBe('tel:1300555010');
  if (email) expect(hrefOf('support@freight.local')).toBe('mailto:support@freight.local');
}

const pickup = (over: Partial<CarrierPickup> = {}): CarrierPickup => ({
  carrierName: 'Southern Cross Freight',
  carrierChargeAccount: 'SCF00011',
  serviceName: 'Road Express',
  pickupDate: '2026-03-06',
  pickupWindow: '2026-03-06T09:00:00+11:00/PT3H',
  pickupCloseTime: '12:00',
  reference: null,
  sender: {
    name: 'Melbourne DC',
    line1: '1 Dock Rd',
    locality: 'Laverton North',
    subdivision: 'VIC',
    postcode: '3026',
  },
  totalItems: 4,
  totalVolume: 1_500_000_000,
  totalWeight: 42_500,
  confirmation: null,
  rejection: null,
  ...over,
});

const confirmedAt = '2026-03-05T23:00:00.000Z';
const config: FakeHandler = () => ({
  body: {
    helpContact: { name: 'Customer Support', phone: '1300 555 010', email: 'support@freight.local' },
    brandName: 'Freight Shipping',
    version: 'test',
    sessionCheckSeconds: 60,
    feedbackUrl: null,
  },
});

/** What the page sends with its PUT: the reference or reason typed, after the first answer. */
type Sent = { confirmationReference?: string; rejectReason?: string };

/** Answers the PUT with the pickup as what was sent leaves it. */
const answering =
  (change: (sent: Sent) => Partial<CarrierPickup>): FakeHandler =>
  (request) => ({ body: { data: { data: pickup(change((request.body as { data: Sent }).data)) } } });

function open(search: string, handlers: Record<string, FakeHandler>) {
  const api = installFakeApi({
    'GET /api/platform/config': config,
    // the page needs no session, only the CSRF token every browser gets
    'GET /api/auth/csrf': () => ({ body: { csrfToken: 'csrf-1' } }),
    ...handlers,
  });
  const router = createMemoryRouter([{ path: '/carrier-pickup', element: <CarrierPickupPage /> }], {
    initialEntries: [`/carrier-pickup${search}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return api;
}

describe('the carrier pickup response page (spec 2)', () => {
  it('reads confirm and reject, and nothing else, as the action (Q03 to Q05)', () => {
    expect(parseAction('confirm')).toBe('confirm');
    expect(parseAction('reject')).toBe('reject');
    expect(parseAction('CONFIRM')).toBeUndefined();
    expect(parseAction('delete')).toBeUndefined();
    expect(parseAction(null)).toBeUndefined();
  });

  it('confirms as it opens, then shows the summary and takes a reference once (Q09, Q10, Q13 to Q18, Q30 to Q37)', async () => {
    const api = open(`?action=confirm&token=${TOKEN}`, {
      [`PUT ${PATH}`]: answering((sent) => ({
        confirmation: { confirmedAt, carrierReference: sent.confirmationReference ?? null },
      })),
    });
    expect(await screen.findByText(pickupMessages.confirming)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: pickupMessages.confirmed })).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'PUT')[0]?.body).toEqual({ data: { confirm: true } });
    for (const [label, value] of [
      ['From', 'Melbourne DC, 1 Dock Rd, Laverton North VIC 3026'],
      ['Carrier account', 'SCF00011'],
      ['Carrier | Service', 'Southern Cross Freight | Road Express'],
      ['Pickup date', 'Fri, 6 Mar 2026'],
      ['Pickup window', '9:00 am - 12:00 pm'],
      ['Total volume (m³)', '1.500'],
      ['Total weight (kg)', '42.5'],
      ['Total items', '4'],
    ]) {
      expect(screen.getByText(label as string)).toBeTruthy();
      expect(screen.getByText(value as string)).toBeTruthy();
    }
    const input = screen.getByLabelText(pickupMessages.referenceLabel) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'BK-1' } });
    fireEvent.click(screen.getByRole('button', { name: pickupMessages.addReference }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: pickupMessages.addReference })).toBeNull(),
    );
    expect((screen.getByLabelText(pickupMessages.referenceLabel) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(pickupMessages.referenceLabel) as HTMLInputElement).value).toBe('BK-1');
    // the button has gone: its confirmation has the focus
    expect(document.activeElement?.textContent).toBe('Reference added.');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'PUT')[1]?.body).toEqual({
      data: { confirm: true, confirmationReference: 'BK-1' },
    });
  });

  it('shows an added reference whole, wrapping in its disabled field (Q17)', async () => {
    const long = `BK-${'7'.repeat(97)}`;
    open(`?action=confirm&token=${TOKEN}`, {
      [`PUT ${PATH}`]: () => ({
        body: { data: { data: pickup({ confirmation: { confirmedAt, carrierReference: long } }) } },
      }),
    });
    const field = await screen.findByLabelText(pickupMessages.referenceLabel);
    // a text area, which wraps, rather than a one-line input that cuts the reference off
    expect(field.tagName).toBe('TEXTAREA');
    expect((field as HTMLTextAreaElement).disabled).toBe(true);
    expect((field as HTMLTextAreaElement).value).toBe(long);
  });

  it('says the reference’s limit and keeps a longer paste whole rather than cutting it', async () => {
    const api = open(`?action=confirm&token=${TOKEN}`, {
      [`PUT ${PATH}`]: answering((sent) => ({
        confirmation: { confirmedAt, carrierReference: sent.confirmationReference ?? null },
      })),
    });
    const field = (await screen.findByLabelText(pickupMessages.referenceLabel)) as HTMLInputElement;
    expect(screen.getByText('Optional · 0 of 100 characters')).toBeTruthy();
    await userEvent.click(field);
    await userEvent.paste('R'.repeat(300));
    expect(field.value).toHaveLength(300);
    expect(screen.getByText('Optional · 300 of 100 characters')).toBeTruthy();
    // the contract's message for the limit, sentence-cased
    expect(screen.getByText('Cannot be more than 100 characters')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: pickupMessages.addReference })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.type(field, '{Enter}');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('rejects as it opens and takes a reason (Q11, Q19 to Q24)', async () => {
    const api = open(`?action=reject&token=${TOKEN}`, {
      [`PUT ${PATH}`]: answering((sent) => ({
        rejection: { rejectedAt: confirmedAt, reason: sent.rejectReason ?? null },
      })),
    });
    expect(await screen.findByText(pickupMessages.rejecting)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: pickupMessages.rejected })).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ data: { confirm: false } });
    fireEvent.change(screen.getByLabelText(pickupMessages.reasonLabel), { target: { value: 'No truck' } });
    fireEvent.click(screen.getByRole('button', { name: pickupMessages.addReason }));
    await waitFor(() => expect(screen.queryByRole('button', { name: pickupMessages.addReason })).toBeNull());
    expect((screen.getByLabelText(pickupMessages.reasonLabel) as HTMLInputElement).disabled).toBe(true);
  });

  it('sends the rejection reason on Enter, as its button does, and nothing while the field is empty', async () => {
    const api = open(`?action=reject&token=${TOKEN}`, {
      [`PUT ${PATH}`]: answering((sent) => ({
        rejection: { rejectedAt: confirmedAt, reason: sent.rejectReason ?? null },
      })),
    });
    const field = await screen.findByLabelText(pickupMessages.reasonLabel);
    const puts = () => api.requests.filter((r) => r.method === 'PUT');
    expect(puts()).toHaveLength(1);
    await userEvent.type(field, '   {Enter}');
    expect(puts()).toHaveLength(1);
    await userEvent.type(field, 'No truck{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: pickupMessages.addReason })).toBeNull());
    expect(puts()[1]?.body).toEqual({ data: { confirm: false, rejectReason: 'No truck' } });
    expect((screen.getByLabelText(pickupMessages.reasonLabel) as HTMLInputElement).value).toBe('No truck');
  });

  it('treats 403 as success and shows the pickup as it stands, reference given (Q29, Q17, Q18)', async () => {
    open(`?action=confirm&token=${TOKEN}`, {
      [`PUT ${PATH}`]: () => ({ status: 403, body: apiErrorBody(403, 'forbidden', 'already answered') }),
      [`GET ${PATH}`]: () => ({
        body: { data: { data: pickup({ confirmation: { confirmedAt, carrierReference: 'BK-9' } }) } },
      }),
    });
    expect(await screen.findByRole('heading', { name: pickupMessages.confirmed })).toBeTruthy();
    expect((screen.getByLabelText(pickupMessages.referenceLabel) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: pickupMessages.addReference })).toBeNull();
  });

  it('shows "Response change failed" with its footer on 409 (Q25, Q26)', async () => {
    open(`?action=reject&token=${TOKEN}`, {
      [`PUT ${PATH}`]: () => ({
        status: 409,
        body: apiErrorBody(409, 'conflict', pickupMessages.responseChangeFailed),
      }),
    });
    expect(await screen.findByRole('heading', { name: pickupMessages.responseChangeFailed })).toBeTruthy();
    const footer = await screen.findByText(
      wholeText('To change your response, email support@freight.local or call 1300 555 010.'),
    );
    expectContactLinks(footer);
  });

  it('shows "Invalid or expired link." and the support phone on 404 (Q27, Q28)', async () => {
    open(`?action=confirm&token=${TOKEN}`, {
      [`PUT ${PATH}`]: () => ({
        status: 404,
        body: apiErrorBody(404, 'notFound', pickupMessages.invalidLink),
      }),
    });
    expect(await screen.findByText(pickupMessages.invalidLink)).toBeTruthy();
    expectContactLinks(await screen.findByText(wholeText('Please phone support on 1300 555 010.')), {
      email: false,
    });
  });

  it('with any other action only reads the pickup (Q05, Q08)', async () => {
    const api = open(`?action=approve&token=${TOKEN}`, {
      [`GET ${PATH}`]: () => ({ body: { data: { data: pickup() } } }),
    });
    expect(await screen.findByText('Southern Cross Freight | Road Express')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
