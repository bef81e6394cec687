import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-error';
import { shouldRetryQuery } from './query-client';

describe('which failed queries are tried again', () => {
  it('never a record that does not exist, nor any other answer the server gave on purpose', () => {
    expect(shouldRetryQuery(0, new ApiRequestError('notFound', 404, []))).toBe(false);
    expect(shouldRetryQuery(0, new ApiRequestError('forbidden', 403, []))).toBe(false);
    expect(shouldRetryQuery(0, new ApiRequestError('validation', 422, []))).toBe(false);
  });

  it('a network failure or a server error, twice at most', () => {
    expect(shouldRetryQuery(0, new ApiRequestError('network', undefined, []))).toBe(true);
    expect(shouldRetryQuery(1, new ApiRequestError('generic', 503, []))).toBe(true);
    expect(shouldRetryQuery(2, new ApiRequestError('generic', 503, []))).toBe(false);
  });
});
