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

/** One of them whole, read when they share a sender: the list names the sender but not its entry or contact. */
export const usePrefilledSenderConsignment = (id: string | null) =>
  useQuery({
    queryKey: pickupKeys.prefilledSender(id ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(consignmentEndpoints.get, { params: { id: id ?? '' }, signal }).then((r) => r.data),
    enabled: id !== null,
  });
