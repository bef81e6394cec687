import { describe, expect, it } from 'vitest';
import { pickupEvaluationFlags } from '@freight/contracts';
import {
  bookingCutoffInstant,
  evaluatePickupService,
  isSelectable,
  type PickupForEvaluation,
  type PickupServiceTerms,
} from './evaluation';

const MEL = 'Australia/Melbourne';

const terms = (over: Partial<PickupServiceTerms> = {}): PickupServiceTerms => ({
  pickupBookingCutoff: '14:00',
  pickupCutoff: '17:00',
  pickupWindowMinimumMinutes: 120,
  packagingTypes: null,
  carriesDangerousGoods: true,
  acceptsPartialDestinations: true,
  servesPickupZone: true,
  unservedDestinations: 0,
  hasPricing: true,
  integrationConfigured: true,
  ...over,
});

// Sunday 4 October 2026: Melbourne moves from +10:00 to +11:00 at 2 am.
const dstDay = (over: Partial<PickupForEvaluation> = {}): PickupForEvaluation => ({
  pickupDate: '2026-10-04',
  windowStart: new Date('2026-10-04T09:00:00+11:00'),
  durationMinutes: 180,
  timeZone: MEL,
  packagingTypes: ['Carton'],
  hasDangerousGoods: false,
  hasPartialDestination: false,
  ...over,
});

describe('pickup service evaluation (spec 3, P28)', () => {
  it('a service with nothing against it is selectable', () => {
    const evaluation = evaluatePickupService(terms(), dstDay(), new Date('2026-10-03T22:00:00Z'));
    expect(evaluation).toEqual({});
    expect(isSelectable(evaluation)).toBe(true);
  });

  it('the booking cut-off is 2 pm in the sender zone on the day clocks go forward: in time through 2:00 pm, late from 2:01 pm', () => {
    // 14:00 AEDT on 4 October is 03:00 UTC; the day before (AEST) it would be 04:00 UTC
    expect(bookingCutoffInstant(terms(), '2026-10-04', MEL)?.toISOString()).toBe('2026-10-04T03:00:00.000Z');
    expect(bookingCutoffInstant(terms(), '2026-10-03', MEL)?.toISOString()).toBe('2026-10-03T04:00:00.000Z');
    const at = (iso: string) => evaluatePickupService(terms(), dstDay(), new Date(iso));
    expect(at('2026-10-04T02:59:00Z').afterBookingCutoff).toBeUndefined();
    expect(at('2026-10-04T03:00:59Z').afterBookingCutoff).toBeUndefined();
    expect(at('2026-10-04T03:01:00Z')).toEqual({ afterBookingCutoff: true });
  });

  it('the booking cut-off on the day clocks go back (5 April 2026) is 2 pm AEST, 04:00 UTC', () => {
    const pickup = dstDay({ pickupDate: '2026-04-05', windowStart: new Date('2026-04-05T09:00:00+10:00') });
    expect(evaluatePickupService(terms(), pickup, new Date('2026-04-05T04:00:00Z'))).toEqual({});
    expect(evaluatePickupService(terms(), pickup, new Date('2026-04-05T04:01:00Z'))).toEqual({
      afterBookingCutoff: true,
    });
  });

  it('a pickup date already past in the sender zone is after the booking cut-off, even without one', () => {
    const now = new Date('2026-10-04T14:00:00Z'); // 1 am on 5 October in Melbourne
    expect(evaluatePickupService(terms({ pickupBookingCutoff: null }), dstDay(), now)).toEqual({
      afterBookingCutoff: true,
    });
  });

  it('the window must close by the pickup cut-off, a short window counting as the minimum', () => {
    const now = new Date('2026-10-01T00:00:00Z');
    const closesAt = (start: string, minutes: number) =>
      evaluatePickupService(terms(), dstDay({ windowStart: new Date(start), durationMinutes: minutes }), now);
    expect(closesAt('2026-10-04T14:00:00+11:00', 180)).toEqual({});
    expect(closesAt('2026-10-04T14:01:00+11:00', 180)).toEqual({ afterPickupCutoff: true });
    // 30 minutes asked, 120 needed: 15:00 + 2 h = 17:00 fits, 15:01 does not
    expect(closesAt('2026-10-04T15:00:00+11:00', 30)).toEqual({});
    expect(closesAt('2026-10-04T15:01:00+11:00', 30)).toEqual({ afterPickupCutoff: true });
  });

  it('each piece of service data raises its own flag', () => {
    const now = new Date('2026-10-01T00:00:00Z');
    const cases: [
      Partial<PickupServiceTerms>,
      Partial<PickupForEvaluation>,
      keyof ReturnType<typeof evaluatePickupService>,
    ][] = [
      [{ servesPickupZone: false }, {}, 'unsupportedPickupLocation'],
      [{ unservedDestinations: 1 }, {}, 'unsupportedDestinations'],
      [
        { acceptsPartialDestinations: false },
        { hasPartialDestination: true },
        'unsupportedPartialReceiverAddress',
      ],
      [{ packagingTypes: ['Pallet'] }, {}, 'unsupportedPackagingTypes'],
      [{ hasPricing: false }, {}, 'unavailablePricing'],
      [{ integrationConfigured: false }, {}, 'integrationNotConfigured'],
      [{ carriesDangerousGoods: false }, { hasDangerousGoods: true }, 'dangerousGoods'],
    ];
    for (const [service, pickup, flag] of cases) {
      const evaluation = evaluatePickupService(terms(service), dstDay(pickup), now);
      expect(evaluation).toEqual({ [flag]: true });
      expect(isSelectable(evaluation)).toBe(false);
    }
    const covered = new Set([...cases.map((c) => c[2]), 'afterBookingCutoff', 'afterPickupCutoff']);
    expect([...covered].sort()).toEqual([...pickupEvaluationFlags].sort());
  });

  it('data that does not apply raises nothing: a partial address to a service that takes them, dangerous goods to one that carries them', () => {
    const now = new Date('2026-10-01T00:00:00Z');
    expect(
      evaluatePickupService(
        terms({ packagingTypes: ['Carton', 'Pallet'] }),
        dstDay({ hasPartialDestination: true, hasDangerousGoods: true, packagingTypes: ['Pallet'] }),
        now,
      ),
    ).toEqual({});
  });
});

describe('pickup window text (P29)', () => {
  it('shows 12-hour times with am/pm', async () => {
    const { pickupWindowText, twelveHour } = await import('./window-text');
    expect(twelveHour('00:05')).toBe('12:05 am');
    expect(twelveHour('12:00')).toBe('12:00 pm');
    expect(twelveHour('17:30')).toBe('5:30 pm');
    expect(pickupWindowText('2026-10-04T09:00:00+11:00/PT3H')).toBe('9:00 am - 12:00 pm');
    expect(pickupWindowText('2026-10-04T11:30:00+11:00/PT2H15M')).toBe('11:30 am - 1:45 pm');
  });
});
