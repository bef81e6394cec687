import type { AuState } from './holidays';

const zones: Record<AuState, string> = {
  ACT: 'Australia/Canberra',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane', // no daylight saving
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
};

/** The IANA time zone of a state's capital, which the whole state keeps. */
export function timeZoneForState(state: AuState): string {
  return zones[state];
}
