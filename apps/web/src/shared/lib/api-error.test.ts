import { describe, expect, it } from 'vitest';
import { ApiRequestError, errorKindForStatus, isExceptionalStatus, retryMayHelp } from './api-error';

describe('spec 8.1 status mapping', () => {
  it.each([
    [undefined, true, 'network'],
    [0, false, 'network'],
    [422, true, 'validation'],
    [422, false, 'generic'],
    [412, true, 'preconditionFailed'],
    [401, true, 'unauthenticated'],
    [403, true, 'forbidden'],
    [404, true, 'notFound'],
    [409, true, 'conflict'],
    [418, true, 'generic'],
    [500, true, 'generic'],
    [400, true, 'generic'],
  ] as const)('status %s (error list %s) is %s', (status, hasList, kind) => {
    expect(errorKindForStatus(status, hasList)).toBe(kind);
  });

  it('does not log 404, 409, 418 and 422 as exceptional', () => {
    for (const status of [404, 409, 418, 422]) expect(isExceptionalStatus(status)).toBe(false);
    for (const status of [400, 401, 403, 412, 500, undefined]) expect(isExceptionalStatus(status)).toBe(true);
  });
});

describe('whether asking again may help', () => {
  const failed = (status: number | undefined) =>
    new ApiRequestError(errorKindForStatus(status, true), status, []);

  it('offers it after no answer, a timeout or a server fault', () => {
    for (const status of [undefined, 408, 500, 502, 503, 504])
      expect(retryMayHelp(failed(status))).toBe(true);
    expect(retryMayHelp(new Error('poll gave up'))).toBe(true);
  });

  it('not after an answer about the request itself, which would be the same again', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(retryMayHelp(failed(status))).toBe(false);
  });
});
