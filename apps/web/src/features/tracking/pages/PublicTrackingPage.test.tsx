import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { PublicTrackingPage } from './PublicTrackingPage';
import { linkHref } from '../../../testing/link-href';

const event = (type: string, occurredAt: string, description: string, location: string | null = null) => ({
  type,
  data: { occurredAt, description, location, documentId: null },
});

const tracking = {
  brandName: 'Demo Freight',
  consignmentNo: 'CN0007',
  carrierName: 'Acme',
  serviceName: 'Road Express',
  status: 'inTransit',
  isFullyDelivered: false,
  estimatedTimeOfArrival: '2026-03-09',
  timeZone: 'Australia/Adelaide',
  receiver: { name: 'Corner Store', locality: 'Adelaide', state: 'SA', postcode: '5000' },
  senderName: 'Melbourne DC',
  itemQuantity: 2,
  events: [
    event('pickedUp', '2026-03-05T01:00:00Z', 'Collected from sender', 'Melbourne'),
    event('inTransit', '2026-03-06T02:00:00Z', 'Arrived at depot', 'Adelaide'),
  ],
  proofsOfDelivery: [],
};

function start(answer: FakeAnswer) {
  installFakeApi({ 'GET /api/tracking/v0/tok-1': () => answer });
  renderRoutes('/track/tok-1', { '/track/:token': <PublicTrackingPage /> });
}

describe("the receiver's tracking page", () => {
  it('shows the status, the journey newest first and the estimated delivery', async () => {
    start({ body: { data: tracking } });
    expect(await screen.findByRole('heading', { name: 'Consignment CN0007' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('In transit');
    expect(screen.getByText('Demo Freight')).toBeTruthy();
    expect(
      screen.getByText(/From Melbourne DC to Corner Store, Adelaide SA 5000 · 2 items · Acme Road Express/),
    ).toBeTruthy();
    expect(screen.getByText('Monday 9 March 2026')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Tracking events' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('In transitArrived at depot · Adelaide'),
      expect.stringContaining('Picked upCollected from sender · Melbourne'),
    ]);
  });

  it('links each proof of delivery once delivered, and drops the estimate', async () => {
    start({
      body: {
        data: {
          ...tracking,
          status: 'delivered',
          isFullyDelivered: true,
          events: [],
          proofsOfDelivery: [
            { documentId: 'd1', href: '/api/tracking/v0/tok-1/pod/d1' },
            { documentId: 'd2', href: '/api/tracking/v0/tok-1/pod/d2' },
          ],
        },
      },
    });
    expect((await screen.findByRole('status')).textContent).toBe('Delivered');
    expect(linkHref('Proof of delivery 2')).toBe('/api/tracking/v0/tok-1/pod/d2');
    expect(screen.queryByText(/Estimated delivery/)).toBeNull();
    expect(screen.getByText('The carrier has not reported anything yet.')).toBeTruthy();
  });

  it('says the link is not valid when it is unknown', async () => {
    start({ status: 404, body: apiErrorBody(404, 'notFound', 'Not found') });
    expect((await screen.findByRole('alert')).textContent).toBe('This tracking link is not valid.');
  });
});
