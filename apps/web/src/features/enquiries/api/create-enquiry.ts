import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enquiryEndpoints, type EnquiryReason } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { enquiriesKey } from './list-enquiries';

export interface NewEnquiry {
  consignmentId: string;
  /** The page's own address, so support can open the consignment. */
  link: string;
  reason: EnquiryReason;
  description: string;
}

/** Spec 7 (S05): POST /v0/enquiries with consignment {id, link}, type, reason and description. */
export const createEnquiry = (enquiry: NewEnquiry) =>
  callEndpoint(enquiryEndpoints.create, {
    body: {
      data: {
        type: 'consignment',
        reason: enquiry.reason,
        description: enquiry.description,
        consignment: { id: enquiry.consignmentId, link: enquiry.link },
      },
    },
  }).then((answer) => answer.data);

export function useCreateEnquiry(consignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesKey(consignmentId) }),
  });
}
