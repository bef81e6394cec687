import { describe, expect, it } from 'vitest';
import { site } from '../../../testing/fixtures';
import type { PickupFormValues } from './pickup-form';
import { defaultPickupForm, pickupToAttributes } from './pickup-form';

const wacol = { ...site('3', 'Wacol Depot'), addressId: '30' };

/** A pickup from the site itself on a summer morning, when Queensland is an hour behind Victoria. */
function fromSite(): PickupFormValues {
  const form = defaultPickupForm('outbound', wacol, [], '2026-12-03');
  return { ...form, startTime: '09:00', durationMinutes: 240 } as PickupFormValues;
}

describe('the sender time zone of a pickup from the site', () => {
  it("is the site address's, so the window keeps the site's own clock", () => {
    const attributes = pickupToAttributes(fromSite(), wacol, 'Australia/Brisbane');
    expect(attributes.senderTimeZone).toBe('Australia/Brisbane');
    expect(attributes.pickupWindow).toBe('2026-12-03T09:00:00+10:00/PT4H');
  });

  it('is Melbourne time only while the site address is not known', () => {
    const attributes = pickupToAttributes(fromSite(), wacol);
    expect(attributes.senderTimeZone).toBe('Australia/Melbourne');
    expect(attributes.pickupWindow).toBe('2026-12-03T09:00:00+11:00/PT4H');
  });
});
