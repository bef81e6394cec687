import { session } from './browser-storage';

/** Per-tab state of the signed-in journey: the saved return path and the changed-site flag (spec 4.3 to 4.7). */
const REDIRECT_KEY = 'freight.redirect';
const SITE_CHANGED_KEY = 'freight.site-changed';

/** Only in-app paths are kept, so a crafted link cannot send the user elsewhere after sign-in. */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

export function saveRedirect(path: string): void {
  if (isAppPath(path)) session.set(REDIRECT_KEY, path);
}

export function peekRedirect(): string | undefined {
  const path = session.get(REDIRECT_KEY);
  return path && isAppPath(path) ? path : undefined;
}

export function clearRedirect(): void {
  session.remove(REDIRECT_KEY);
}

/** The saved path, cleared as it is taken. */
export function takeRedirect(): string | undefined {
  const path = peekRedirect();
  clearRedirect();
  return path;
}

export function setSiteChanged(changed: boolean): void {
  session.set(SITE_CHANGED_KEY, changed ? 'true' : 'false');
}

export function hasSiteChanged(): boolean {
  return session.get(SITE_CHANGED_KEY) === 'true';
}
