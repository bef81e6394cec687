import { addressBookEndpoints as endpoints } from '@freight/contracts';
import type { AddressBookImport } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { addressBookKeys } from './keys';

/** How often a running import's progress is asked for: a bar that moves, without crowding the server. */
export const IMPORT_POLL_MS = 1_000;

/** POST v0/imports: the file's text goes to the server, which imports it in a background job. */
export function useStartEntryImport() {
  return useMutation({
    mutationFn: (input: { siteId: string; fileName: string; csv: string }) =>
      callEndpoint(endpoints.startImport, {
        body: { data: { attributes: { siteId: input.siteId, fileName: input.fileName, csv: input.csv } } },
      }).then((r) => r.data),
  });
}

export const isRunning = (data: AddressBookImport | undefined) =>
  data !== undefined && (data.status === 'queued' || data.status === 'running');

/** An import's progress, asked again while its job runs; its end refreshes the address book's lists. */
export function useEntryImportProgress(id: string | null) {
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: addressBookKeys.import(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getImport, { params: { id: id ?? '' }, signal }).then((r) => r.data),
    refetchInterval: (query) => (isRunning(query.state.data) || !query.state.data ? IMPORT_POLL_MS : false),
  });
  const finished = progress.data !== undefined && !isRunning(progress.data);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: addressBookKeys.all });
  }, [finished, queryClient]);
  return progress;
}
