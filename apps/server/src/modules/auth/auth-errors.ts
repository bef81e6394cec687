import { errorCodes, passwordResetMessages, signInMessages } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';

export function invalidCredentials(login: string) {
  return new AppError({
    status: 401,
    code: errorCodes.notAuthorized,
    title: 'Not authorised',
    detail: login.includes('@')
      ? signInMessages.invalidUsernameEmailOrPassword
      : signInMessages.invalidUsernameOrPassword,
  });
}

export function locked(detail: string, until: Date, now: Date) {
  return new AppError({
    status: 429,
    code: errorCodes.limitExceeded,
    title: 'Too many attempts',
    detail,
    headers: { 'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) },
  });
}

export function noPendingChallenge() {
  return new AppError({
    status: 401,
    code: errorCodes.noPendingChallenge,
    title: 'Unauthenticated',
    detail: signInMessages.sessionExpired,
  });
}

export function codeMismatch(detail: string) {
  return new AppError({ status: 400, code: errorCodes.codeMismatch, title: 'Code mismatch', detail });
}

export function resetCodeInvalid(code: typeof errorCodes.codeMismatch | typeof errorCodes.expiredCode) {
  return new AppError({
    status: 400,
    code,
    title: 'Invalid code',
    detail: passwordResetMessages.codeInvalid,
  });
}
