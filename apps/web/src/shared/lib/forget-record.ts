import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Drops the queries of a record just deleted (the key and those under it) once no screen shows them. Dropped while
 * the record's own screen is still up, the screen would ask for it again before it leaves, and flash "not found";
 * until it has gone, nothing is asked again.
 */
export function forgetRecord(queryClient: QueryClient, queryKey: QueryKey): void {
  void queryClient.cancelQueries({ queryKey });
  void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  const cache = queryClient.getQueryCache();
  const watched = () => cache.findAll({ queryKey }).filter((query) => query.getObserversCount() > 0);
  if (watched().length === 0) {
    queryClient.removeQueries({ queryKey });
    return;
  }
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || watched().length > 0) return;
    unsubscribe();
    queryClient.removeQueries({ queryKey });
  });
}
