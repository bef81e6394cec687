/** A pickup window as a site's default gives it: a local start time (HH:MM) and a length in minutes. */
export interface DefaultPickupWindow {
  startTime: string;
  durationMinutes: number;
}

/** What of a carrier service bounds a window: its last pickup of the day (HH:MM) and its minimum window. */
export interface PickupWindowTerms {
  pickupCutoff: string | null;
  pickupWindowMinimumMinutes: number | null;
}

/** The form offers start times and lengths in half hours. */
const STEP = 30;
const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const down = (minutes: number) => Math.floor(minutes / STEP) * STEP;

interface Bounded {
  cutoff: number;
  minimum: number;
}

/** Every service collects in the window, read as its minimum when shorter (as the services are evaluated). */
const fitsAll = (start: number, duration: number, terms: readonly Bounded[]) =>
  terms.every((t) => start + Math.max(duration, t.minimum) <= t.cutoff);

/**
 * The site's default window, made to suit its agreed services, so the common pickup needs no editing: as
 * configured when every service collects in it; else closing by the earliest last pickup of the day; else, when
 * the configured start is itself too late, the shortest window every service takes, ending by then. A default
 * that no start time can fit stays as configured (the services then say why).
 */
export function fitDefaultPickupWindow(
  configured: DefaultPickupWindow,
  services: readonly PickupWindowTerms[],
): DefaultPickupWindow {
  const terms = services.flatMap((s) =>
    s.pickupCutoff ? [{ cutoff: minutesOf(s.pickupCutoff), minimum: s.pickupWindowMinimumMinutes ?? 0 }] : [],
  );
  const start = minutesOf(configured.startTime);
  if (terms.length === 0 || fitsAll(start, configured.durationMinutes, terms)) return configured;
  const earliest = Math.min(...terms.map((t) => t.cutoff));
  const shortened = down(earliest - start);
  if (shortened >= STEP && fitsAll(start, shortened, terms))
    return { startTime: configured.startTime, durationMinutes: shortened };
  const duration = Math.max(Math.min(configured.durationMinutes, STEP * 2), ...terms.map((t) => t.minimum));
  const earlier = down(Math.min(...terms.map((t) => t.cutoff - Math.max(duration, t.minimum))));
  return earlier >= 0 ? { startTime: timeOf(earlier), durationMinutes: duration } : configured;
}
