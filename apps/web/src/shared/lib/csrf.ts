import { CSRF_COOKIE, csrfResponseSchema } from '@freight/contracts';
import { readCookie } from './cookies';

const CSRF_PATH = '/api/auth/csrf';
let pending: Promise<string> | undefined;

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_PATH, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Could not obtain a CSRF token (${response.status})`);
  return csrfResponseSchema.parse(await response.json()).csrfToken;
}

/** The double-submit token: the readable cookie, fetched from the server when there is none yet. */
export async function csrfToken(options: { refresh?: boolean } = {}): Promise<string> {
  const fromCookie = options.refresh ? undefined : readCookie(CSRF_COOKIE);
  if (fromCookie) return fromCookie;
  pending ??= fetchCsrfToken().finally(() => {
    pending = undefined;
  });
  return pending;
}
