import { sessionRoutes, CSRF_COOKIE } from '@freight/contracts';
import { loadSchema } from './answer-schema';
import { readCookie } from './cookies';

const tokenSchema = () =>
  import('@freight/contracts/endpoints/session').then(
    (module) => module.sessionEndpoints.csrf.responses[200],
  );

let pending: Promise<string> | undefined;

async function fetchCsrfToken(): Promise<string> {
  // a plain fetch: the API client asks this module for the token, so it cannot be used to fetch it
  const schema = loadSchema(tokenSchema);
  const response = await fetch(sessionRoutes.csrf.path, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Could not obtain a CSRF token (${response.status})`);
  return (await schema).parse(await response.json()).csrfToken;
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
