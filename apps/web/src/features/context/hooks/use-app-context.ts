import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { splitContextPath } from '../../../shared/config/paths';
import type { AppContext } from '../../../shared/config/paths';
import { useCurrentUser } from '../api/get-user';
import { contextGates } from '../lib/gates';
import type { ContextGates } from '../lib/gates';
import { organisationsOf, resolveContext } from '../lib/organisations';
import type { Organisation, ResolvedContext } from '../lib/organisations';

export interface CurrentContext {
  ctx: AppContext;
  resolved: ResolvedContext;
  gates: ContextGates;
}

/** The context in the URL (`/{site|org}/{id}/...`), or undefined outside one or when the user may not open it. */
export function useAppContext(): CurrentContext | undefined {
  const { pathname } = useLocation();
  const user = useCurrentUser().user;
  const here = splitContextPath(pathname);
  const type = here?.ctx.type;
  const id = here?.ctx.id;
  return useMemo(() => {
    if (!type || !id) return undefined;
    const ctx: AppContext = { type, id };
    const resolved = resolveContext(user, ctx);
    return resolved && { ctx, resolved, gates: contextGates(resolved) };
  }, [id, type, user]);
}

/** The user's organisations by name, each with its sites by name. */
export function useOrganisations(): Organisation[] {
  const user = useCurrentUser().user;
  return useMemo(() => organisationsOf(user.sites), [user.sites]);
}
