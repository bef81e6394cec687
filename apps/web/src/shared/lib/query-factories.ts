import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

type Read<I, T> = (input: I, signal?: AbortSignal) => Promise<T>;

/**
 * The query of one record by id that a screen opens for editing: read fresh each time it opens, and not at all
 * while no id is known yet.
 */
export function editedRecordQuery<T>(key: (id: string) => QueryKey, read: Read<string, T>) {
  const options = (id: string) =>
    queryOptions({ queryKey: key(id), queryFn: ({ signal }) => read(id, signal), staleTime: 0 });
  const useRecord = (id: string | undefined) => useQuery({ ...options(id ?? ''), enabled: id !== undefined });
  return { options, useRecord };
}

/**
 * The query of a list's page under the key of its lists (so a change refreshes them all), the parameters after it;
 * the page shown stays while the next page or filter loads.
 */
export function pagedListQuery<P, T>(listsKey: (params: P) => QueryKey, read: Read<P, T>) {
  const options = (params: P) =>
    queryOptions({
      queryKey: [...listsKey(params), params],
      queryFn: ({ signal }) => read(params, signal),
      placeholderData: keepPreviousData,
    });
  const usePage = (params: P) => useQuery(options(params));
  return { options, usePage };
}

/** A change that, once it succeeds, marks stale every query under the key (the record's lists and copies). */
export function useRefreshingMutation<I, R>(mutationFn: (input: I) => Promise<R>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
