import { queryOptions, useQuery } from '@tanstack/react-query';
import { enquiryEndpoints } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

export const enquiriesKey = (consignmentId: string) => ['enquiries', 'consignment', consignmentId] as const;

/** Spec 7 (S04): the enquiries lodged about one consignment, newest first. */
export const enquiriesQueryOptions = (consignmentId: string) =>
  queryOptions({
    queryKey: enquiriesKey(consignmentId),
    queryFn: ({ signal }) =>
      callEndpoint(enquiryEndpoints.list, {
        query: { 'filter[consignment.id]': consignmentId },
        signal,
      }).then((answer) => answer.data),
  });

export const useEnquiries = (consignmentId: string) => useQuery(enquiriesQueryOptions(consignmentId));
