import { retryWhile } from '@freight/rules';
import type { RetryOptions } from '@freight/rules';
import { apiFetch } from './api-client';

/**
 * Spec 7.1: asks with HEAD until a resource (a document being generated) is ready, with the retry helper's
 * backoff: 202 (and 201, 204) mean "not yet"; an error answer fails as its kind; Timeout or MaxRetries otherwise.
 */
export async function pollUntilReady(
  path: string,
  options: Omit<RetryOptions<Response>, 'call' | 'shouldRetry'> & { signal?: AbortSignal } = {},
): Promise<Response> {
  const { signal, ...retry } = options;
  return retryWhile({ ...retry, call: () => apiFetch(path, { method: 'HEAD', signal }) });
}
