import { describe, expect, it } from 'vitest';
import { formatEventTime } from './event-time';

describe('formatEventTime', () => {
  it('reads the instant in the receiver’s time zone, with its abbreviation', () => {
    expect(formatEventTime('2026-03-09T22:35:00Z', 'Australia/Adelaide')).toBe(
      'Tue 10 Mar 2026, 9:05 am ACDT',
    );
    expect(formatEventTime('2026-03-09T22:35:00Z', 'Australia/Perth')).toBe('Tue 10 Mar 2026, 6:35 am AWST');
  });

  it('falls back to Melbourne time for a zone it cannot read', () => {
    expect(formatEventTime('2026-07-01T00:00:00Z', 'Nowhere/Zone')).toBe('Wed 1 Jul 2026, 10:00 am AEST');
  });
});
