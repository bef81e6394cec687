import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/config/query-keys';
import { isApiError } from '../../shared/lib/api-error';
import { shouldRetryQuery } from '../../shared/lib/query-client';

/**
 * The app's cache. Any 401 outside the sign-in screens means the session has gone (spec 8.1): the session is
 * re-checked, and the session watcher then logs the user out and sends them to login.
 */
export function createAppQueryClient(): QueryClient {
  const onUnauthenticated = (error: unknown, authFlow: boolean) => {
    if (!authFlow && isApiError(error, 'unauthenticated')) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onUnauthenticated(error, query.queryKey === queryKeys.session),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        onUnauthenticated(error, mutation.meta?.authFlow === true),
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
