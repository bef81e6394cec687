import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollUntilReady } from '../../../shared/lib/poll-until-ready';

/**
 * Spec 7.1 (N10): HEAD until the document is ready (202 means it is still being made), with the retry helper's
 * backoff and 30 s limit; only then is it read with GET, by the viewer.
 */
export const documentReadyQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['documents', 'ready', url] as const,
    queryFn: async ({ signal }) => {
      await pollUntilReady(url, { signal });
      return true;
    },
    retry: false,
    staleTime: 60_000,
  });

export const useDocumentReady = (url: string | undefined) =>
  useQuery({ ...documentReadyQueryOptions(url ?? ''), enabled: url !== undefined });
