import { ApiRequestError } from './api-error';

const MAX_QUERY_RETRIES = 2;

/** Only failures that might pass on a second try are retried: network errors and server errors. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (!(error instanceof ApiRequestError)) return false;
  return error.kind === 'network' || (error.kind === 'generic' && (error.status ?? 500) >= 500);
}
