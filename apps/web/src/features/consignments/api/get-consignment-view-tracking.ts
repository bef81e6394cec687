import { consignmentEndpoints, endpointPath } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/lib/api-client';

/** Spec 7: the carrier's tracking page, reached through the API's redirect. */
export const trackingUrlPath = (id: string) => endpointPath(consignmentEndpoints.trackingUrl, { id });

/**
 * Spec 4, 7 (S01): HEAD tracking-url answered with a redirect means tracking is available. The redirect is not
 * followed (it leads to the carrier's site, which only the user's click on the link may reach), so the browser
 * reports it as an opaque redirect. Chromium's developer tools still list the redirect's target as a cancelled
 * request (net::ERR_ABORTED): that entry is the redirect noticed and dropped, not a connection to the carrier.
 * The call asks for HTML (spec 7.1, X24): what it asks about is the carrier's tracking page, not data.
 */
export async function isTrackingAvailable(id: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await apiFetch(trackingUrlPath(id), {
      method: 'HEAD',
      accept: 'html',
      redirect: 'manual',
      // a 404 (no tracking link) is an answer here, not a failure
      allowErrorStatus: true,
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
