const firstDelayMs = 5_000;
const longestDelayMs = 10 * 60_000;

/** Delay before the next try after `attempts` failed ones: 5 s, 10 s, 20 s ... up to 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(longestDelayMs, firstDelayMs * 2 ** Math.max(0, attempts - 1));
}
