import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 7: the carrier's tracking page, reached through the API's redirect. */
export const trackingUrlPath = (id: string) =>
  `/api/sender/v0/consignments/${encodeURIComponent(id)}/tracking-url`;

/**
 * Spec 4, 7 (S01): HEAD tracking-url answered with a redirect means tracking is available. The redirect is not
 * followed (it leads to the carrier's site), so the browser reports it as an opaque redirect; the API client
 * always follows redirects, hence the direct call.
 */
export async function isTrackingAvailable(id: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(trackingUrlPath(id), {
      method: 'HEAD',
      redirect: 'manual',
      credentials: 'same-origin',
      signal,
    });
    return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // no answer: tracking is simply not offered
    return false;
  }
}

export const trackingAvailableQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['consignments', 'view', id, 'tracking-url'] as const,
    queryFn: ({ signal }) => isTrackingAvailable(id, signal),
    staleTime: 5 * 60_000,
  });

export const useTrackingAvailable = (id: string) => useQuery(trackingAvailableQueryOptions(id));
