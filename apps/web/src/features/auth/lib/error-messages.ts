import { errorCodes, passwordResetMessages, signInMessages } from '@freight/contracts';
import { displayMessages } from '@freight/contracts';
import { ApiRequestError } from '../../../shared/lib/api-error';

/**
 * Spec 8.2: the text a sign-in screen shows for a failure. The server words its identity errors with the spec's
 * messages (invalid credentials, lockout, password policy), so its detail is shown as given.
 */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.kind === 'network') return signInMessages.networkError;
    if (error.hasCode(errorCodes.codeMismatch)) return signInMessages.verificationCodeMismatch;
    if (error.detail) return error.detail;
  }
  return displayMessages.somethingWrong;
}

const invalidCodeErrors: readonly string[] = [
  errorCodes.invalidParameter,
  errorCodes.expiredCode,
  errorCodes.codeMismatch,
  errorCodes.userNotFound,
];

/**
 * Spec 8.3: the reset-completion failures that mean "the code is invalid", matched by code or name. Other
 * failures are not this message: undefined lets them propagate.
 */
export function resetCompletionMessage(error: unknown): string | undefined {
  if (error instanceof ApiRequestError && error.hasCode(...invalidCodeErrors))
    return passwordResetMessages.codeInvalid;
  if (error instanceof Error && invalidCodeErrors.includes(error.name))
    return passwordResetMessages.codeInvalid;
  return undefined;
}
