import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../shared/lib/api-client';
import { pollUntilReady } from '../../../shared/lib/poll-until-ready';

/**
 * Spec 7.1 (N10): HEAD until the document is ready (202 means it is still being made), with the retry helper's
 * backoff and 30 s limit; only then GET it. The PDF is shown from the browser's copy: the API's own answers may
 * not be framed (frame-ancestors 'none').
 */
export const documentQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['documents', 'pdf', url] as const,
    queryFn: async ({ signal }) => {
      await pollUntilReady(url, { signal });
      const response = await apiFetch(url, { signal });
      return response.blob();
    },
    retry: false,
    staleTime: 60_000,
  });

export const useDocument = (url: string | undefined) =>
  useQuery({ ...documentQueryOptions(url ?? ''), enabled: url !== undefined });

/** A blob: URL of the document while the screen shows it. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setObjectUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setObjectUrl(undefined);
    };
  }, [blob]);
  return objectUrl;
}
