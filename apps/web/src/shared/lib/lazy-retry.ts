/**
 * Spec 2.2, 9 (C16): a screen whose code fails to load is retried up to 5 times, 2000 ms apart, before the
 * error shows: the first try and 5 retries.
 */
export const LAZY_LOAD_RETRIES = 5;
export const LAZY_LOAD_INTERVAL_MS = 2000;

export async function retryImport<T>(
  load: () => Promise<T>,
  { retries = LAZY_LOAD_RETRIES, intervalMs = LAZY_LOAD_INTERVAL_MS, wait = defaultWait } = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      if (attempt < retries) await wait(intervalMs);
    }
  }
  throw lastError;
}

function defaultWait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
