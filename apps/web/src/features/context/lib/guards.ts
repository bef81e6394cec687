import { contextMessages } from '@freight/contracts';
import type { GetUserResponse } from '@freight/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { contextKey } from '../../../shared/config/paths';
import type { ContextType } from '../../../shared/config/paths';
import { isApiError } from '../../../shared/lib/api-error';
import { userQueryOptions } from '../api/get-user';
import { resolveContext } from './organisations';
import type { ResolvedContext } from './organisations';
import { ContextAccessError } from './startup-error';

/**
 * Spec 6, 8.5: a context the user does not belong to is refused with "Cannot access selected {site or org}". The
 * site's details are then fetched with the tenant header, so the server confirms the access too.
 */
export async function loadContext(
  queryClient: QueryClient,
  user: GetUserResponse,
  type: ContextType,
  id: string,
): Promise<ResolvedContext> {
  const resolved = resolveContext(user.user, { type, id });
  if (!resolved) throw new ContextAccessError(type, contextMessages.cannotAccess(type));
  try {
    await queryClient.ensureQueryData(userQueryOptions(contextKey({ type, id })));
  } catch (error) {
    if (isApiError(error, 'forbidden'))
      throw new ContextAccessError(type, contextMessages.cannotAccess(type));
    throw error;
  }
  return resolved;
}
