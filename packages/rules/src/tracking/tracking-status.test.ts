import { describe, expect, it } from 'vitest';
import { trackingStatusOf } from './tracking-status';

describe('trackingStatusOf', () => {
  it('is the newest movement, skipping ETA updates and proofs of delivery', () => {
    expect(
      trackingStatusOf(false, [{ type: 'pickedUp' }, { type: 'inTransit' }, { type: 'etaUpdated' }]),
    ).toBe('inTransit');
    expect(trackingStatusOf(false, [{ type: 'partiallyDelivered' }, { type: 'proofOfDelivery' }])).toBe(
      'partiallyDelivered',
    );
  });

  it('is delivered once fully delivered, and nothing before the first event', () => {
    expect(trackingStatusOf(true, [{ type: 'exception' }])).toBe('delivered');
    expect(trackingStatusOf(false, [])).toBeNull();
  });
});
