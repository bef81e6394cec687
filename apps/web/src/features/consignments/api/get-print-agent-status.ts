import { autoprintRoutes } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, deferEndpoints } from '../../../shared/lib/endpoint-client';

const autoprintEndpoints = deferEndpoints(autoprintRoutes, () =>
  import('@freight/contracts/endpoints/autoprint').then((module) => module.autoprintEndpoints),
);

/** Whether the site's print agent is running: printing then goes to its printers rather than a PDF. */
export const useAgentRunning = (siteId: string | undefined) =>
  useQuery({
    queryKey: ['consignments', 'print-agent', siteId ?? ''],
    queryFn: async ({ signal }) => {
      try {
        const answer = await callEndpoint(autoprintEndpoints.clientStatus, {
          query: { siteId: siteId ?? '' },
          signal,
        });
        return answer?.data.status === 'running';
      } catch {
        return false;
      }
    },
    enabled: siteId !== undefined,
    staleTime: 10_000,
  });
