/** Spec 2.2, 9: a screen whose code fails to load is tried 5 times, 2000 ms apart, before the error shows. */
export const LAZY_LOAD_ATTEMPTS = 5;
export const LAZY_LOAD_INTERVAL_MS = 2000;

export async function retryImport<T>(
  load: () => Promise<T>,
  { attempts = LAZY_LOAD_ATTEMPTS, intervalMs = LAZY_LOAD_INTERVAL_MS, wait = defaultWait } = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await wait(intervalMs);
    }
  }
  throw lastError;
}

function defaultWait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
