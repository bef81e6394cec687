import type { AustralianState } from '@freight/contracts';

const stateTimeZones: Record<AustralianState, string> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
};

// Far West NSW (Broken Hill, 2880) keeps South Australia's time; Lord Howe Island (2898) has its own.
const postcodeTimeZones: Record<string, string> = {
  '2880': 'Australia/Broken_Hill',
  '2898': 'Australia/Lord_Howe',
};

const isState = (state: string): state is AustralianState => state in stateTimeZones;

/** The IANA time zone of an Australian locality, by its state and, for the exceptions, its postcode. */
export function timeZoneOf(state: string, postcode: string): string | null {
  return postcodeTimeZones[postcode] ?? (isState(state) ? stateTimeZones[state] : null);
}
