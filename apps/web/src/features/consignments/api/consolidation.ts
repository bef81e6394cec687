import {
  consignmentChangeEndpoints,
  orderEndpoints,
  type Consignment,
  type ConsignmentAddLinesRequest,
  type ConsolidationRequest,
} from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7 (R09): POST v0/consolidations, the consignments this freight could join. */
export const findConsolidations = (body: ConsolidationRequest) =>
  callEndpoint(orderEndpoints.consolidations, { body }).then((answer) => answer.data);

/** Issue 15: POST v0/consignments/{id}/lines adds the freight to the chosen consignment, as suggested. */
export const addConsignmentLines = ({
  id,
  etag,
  body,
}: {
  id: string;
  etag: string;
  body: ConsignmentAddLinesRequest;
}): Promise<Consignment> =>
  callEndpoint(consignmentChangeEndpoints.addLines, {
    params: { id },
    body,
    headers: { 'If-Match': etag },
  }).then((answer) => answer.data);

export function useAddConsignmentLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addConsignmentLines,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['consignments'] }),
  });
}
