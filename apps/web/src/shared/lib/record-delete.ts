import type { EndpointDef } from '@freight/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { callEndpoint } from './endpoint-client';
import { forgetRecord } from './forget-record';

/** A record collection's delete endpoint: the record's id in the path. */
interface RecordDeleteEndpoint extends EndpointDef {
  // the id's schema reads it from the path's text, so takes any input
  params: ZodType<unknown, { id: unknown }>;
}

/**
 * Deleting a record by its id: the record's own query is dropped once its screen has gone, and the lists it was in
 * are read again.
 */
export function useRecordDelete(
  endpoint: RecordDeleteEndpoint,
  keys: { record: (id: string) => QueryKey; lists: () => QueryKey },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      callEndpoint(endpoint, { params: { id } }).then(() => undefined),
    onSuccess: (_result, id) => {
      forgetRecord(queryClient, keys.record(id));
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}
