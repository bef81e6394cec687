import { signInMessages } from '@freight/contracts';

/** Why the app sent the user to the login page, carried as `?reason=` so it survives redirects. */
export const LOGIN_REASON_PARAM = 'reason';
export const loginReasons = { sessionExpired: 'sessionExpired' } as const;

export function loginNotice(reason: string | null): string | undefined {
  return reason === loginReasons.sessionExpired ? signInMessages.sessionExpired : undefined;
}
