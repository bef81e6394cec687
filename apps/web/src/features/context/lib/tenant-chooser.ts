import type { User } from '@freight/contracts';
import { contextKey, splitContextPath } from '../../../shared/config/paths';
import { preferenceKeys, readPreference } from '../../../shared/lib/user-preferences';
import { defaultContextOf, resolveContext } from './organisations';

/**
 * Spec 7.1 (A77): the tenant header of a call made on `pathname`: the URL's context when the user holds it, else
 * the saved default context (or the default site). Never a context the user does not hold, which would be
 * refused: a screen showing "Cannot access selected site" still refreshes the user in the user's own context.
 */
export function tenantChooserFor(user: Pick<User, 'id' | 'sites'>) {
  return (pathname: string): string | undefined => {
    const here = splitContextPath(pathname);
    if (here && resolveContext(user, here.ctx)) return contextKey(here.ctx);
    const fallback = defaultContextOf(user, readPreference(user.id, preferenceKeys.context));
    return fallback && contextKey(fallback);
  };
}
