import { useMutation } from '@tanstack/react-query';
import { trackingEndpoints } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** A new link to the consignment's public tracking page, for its receiver. */
export const createTrackingLink = (consignmentId: string) =>
  callEndpoint(trackingEndpoints.trackingLink, { params: { id: consignmentId } }).then(
    (answer) => answer.data,
  );

export const useCreateTrackingLink = (consignmentId: string) =>
  useMutation({ mutationFn: () => createTrackingLink(consignmentId) });
