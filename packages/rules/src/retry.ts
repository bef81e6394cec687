/** Spec 7.1, 9: the retry helper's defaults. */
export const RETRY_DEFAULTS = { timeoutMs: 30_000, firstBackoffMs: 150, maxBackoffMs: 5_000 } as const;

/** Spec 7.1: answers that mean "not ready yet, ask again". */
export const RETRY_STATUSES: readonly number[] = [201, 202, 204];

export type RetryErrorName = 'Timeout' | 'MaxRetries';

/** Why the helper gave up; `name` is 'Timeout' or 'MaxRetries' as the spec reports them. */
export class RetryError extends Error {
  constructor(
    override readonly name: RetryErrorName,
    readonly attempts: number,
    readonly lastResult: unknown,
  ) {
    super(
      name === 'Timeout'
        ? `Gave up after ${attempts} attempts: out of time`
        : `Gave up after ${attempts} attempts`,
    );
  }
}

/** Retries an answer whose `status` is 201, 202 or 204, e.g. a document still being made. */
export function isRetryableStatus(result: unknown): boolean {
  return (
    typeof result === 'object' &&
    result !== null &&
    'status' in result &&
    typeof result.status === 'number' &&
    RETRY_STATUSES.includes(result.status)
  );
}

export interface RetryOptions<T> {
  call: () => Promise<T>;
  shouldRetry?: (result: T) => boolean;
  timeoutMs?: number;
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** Unlimited unless given; the timeout still applies. */
  maxAttempts?: number;
  /** Injected so tests and other environments control time. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 7.1: calls until shouldRetry is false, waiting 150 ms, then doubling up to 5 s, for at most 30 s overall.
 * A rejected call is not retried: the rejection propagates. The deadline is checked between attempts and the last
 * wait is shortened to meet it, so one final attempt happens at the deadline.
 */
export async function retryWhile<T>({
  call,
  shouldRetry = isRetryableStatus,
  timeoutMs = RETRY_DEFAULTS.timeoutMs,
  firstBackoffMs = RETRY_DEFAULTS.firstBackoffMs,
  maxBackoffMs = RETRY_DEFAULTS.maxBackoffMs,
  maxAttempts,
  sleep = defaultSleep,
  now = Date.now,
}: RetryOptions<T>): Promise<T> {
  const deadline = now() + timeoutMs;
  let backoff = firstBackoffMs;
  for (let attempt = 1; ; attempt++) {
    const result = await call();
    if (!shouldRetry(result)) return result;
    if (maxAttempts !== undefined && attempt >= maxAttempts)
      throw new RetryError('MaxRetries', attempt, result);
    const remaining = deadline - now();
    if (remaining <= 0) throw new RetryError('Timeout', attempt, result);
    await sleep(Math.min(backoff, remaining));
    backoff = Math.min(backoff * 2, maxBackoffMs);
  }
}
