import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import type { Entry } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { addressBookKeys } from './keys';

/** Spec 7: GET entries/{entryId}. */
export const getEntry = (id: string, signal?: AbortSignal): Promise<Entry> =>
  callEndpoint(endpoints.get, { params: { id }, signal }).then((r) => r.data);

export const entryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: addressBookKeys.entry(id),
    queryFn: ({ signal }) => getEntry(id, signal),
    // an entry opened for editing is read fresh
    staleTime: 0,
  });

export const useEntry = (id: string | undefined) =>
  useQuery({ ...entryQueryOptions(id ?? ''), enabled: id !== undefined });
