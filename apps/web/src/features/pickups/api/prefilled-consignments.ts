import { consignmentEndpoints } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pickupKeys } from './keys';

/** The consignments a pre-filled pickup collects, read by id on the site, so the form can name them. */
export const usePrefilledConsignments = (siteId: string, ids: readonly string[]) =>
  useQuery({
    queryKey: pickupKeys.prefilled(siteId, ids),
    queryFn: ({ signal }) =>
      callEndpoint(consignmentEndpoints.list, {
        query: {
          'filter[site.id]': siteId,
          'filter[consignment.id]': ids.join(','),
          'page[limit]': String(ids.length),
        },
        signal,
      }).then((answer) => answer.data),
    enabled: ids.length > 0,
  });
