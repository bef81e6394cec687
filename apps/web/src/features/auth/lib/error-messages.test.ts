import { errorCodes, passwordResetMessages, signInMessages } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { authErrorMessage, resetCompletionMessage } from './error-messages';

const failure = (status: number, code: string, detail = 'x') =>
  new ApiRequestError('generic', status, [{ status: String(status), code, title: code, detail }]);

describe('password reset errors (spec 8.3)', () => {
  it.each([
    errorCodes.invalidParameter,
    errorCodes.expiredCode,
    errorCodes.codeMismatch,
    errorCodes.userNotFound,
  ])('%s is "The code is invalid"', (code) =>
    expect(resetCompletionMessage(failure(400, code))).toBe(passwordResetMessages.codeInvalid),
  );

  it('recognises the error by name as well as by code', () => {
    const byName = new Error('boom');
    byName.name = 'ExpiredCodeException';
    expect(resetCompletionMessage(byName)).toBe(passwordResetMessages.codeInvalid);
  });

  it('lets any other error through', () => {
    expect(resetCompletionMessage(failure(429, errorCodes.tooManyRequests))).toBeUndefined();
    expect(resetCompletionMessage(new Error('other'))).toBeUndefined();
  });
});

describe('sign-in messages (spec 8.2)', () => {
  it('shows the network message when there is no answer', () => {
    expect(authErrorMessage(new ApiRequestError('network', undefined, []))).toBe(signInMessages.networkError);
  });
  it("shows the server's words otherwise", () => {
    expect(
      authErrorMessage(failure(401, errorCodes.notAuthorized, signInMessages.invalidUsernameOrPassword)),
    ).toBe('Invalid username or password');
    expect(authErrorMessage(failure(400, errorCodes.codeMismatch))).toBe('Verification code does not match');
  });
});
