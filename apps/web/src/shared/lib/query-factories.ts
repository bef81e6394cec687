import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

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

/**
 * A change that, once it succeeds, marks stale every query under the key (the record's lists and copies), and under
 * each of `alsoStale` (what other screens show of it).
 */
export function useRefreshingMutation<I, R>(
  mutationFn: (input: I) => Promise<R>,
  queryKey: QueryKey,
  ...alsoStale: QueryKey[]
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryKey, ...alsoStale].map((key) => queryClient.invalidateQueries({ queryKey: key }))),
  });
}

/** Whether a background job (an import) is known and still queued or running. */
export const isJobRunning = (job: { status: string } | undefined) =>
  job !== undefined && (job.status === 'queued' || job.status === 'running');

/**
 * A background job's state, asked again every `pollMs` while it runs (and until its first answer), not at all while
 * no id is known; once it has ended, every query under each of `refreshes` is marked stale. `job` is a module
 * constant, so the refresh runs once.
 */
export function useJobProgress<T extends { status: string }>(
  id: string | null,
  job: {
    key: (id: string) => QueryKey;
    read: Read<string, T>;
    pollMs: number;
    refreshes: readonly QueryKey[];
  },
) {
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: job.key(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => job.read(id ?? '', signal),
    refetchInterval: (query) => (isJobRunning(query.state.data) || !query.state.data ? job.pollMs : false),
  });
  const finished = progress.data !== undefined && !isJobRunning(progress.data);
  const { refreshes } = job;
  useEffect(() => {
    if (!finished) return;
    for (const queryKey of refreshes) void queryClient.invalidateQueries({ queryKey });
  }, [finished, queryClient, refreshes]);
  return progress;
}
