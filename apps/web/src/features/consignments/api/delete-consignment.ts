import { consignmentMessages, errorCodes } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../shared/lib/api-client';
import { isApiError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { consignmentListKeys } from './list-consignments';
import { consignmentViewKey } from './get-consignment-view';

/** Spec 7: DELETE v0/consignments/{id}, naming the version it was shown (If-Match, `*` when unknown). */
export const deleteConsignment = ({ id, etag }: { id: string; etag?: string }): Promise<void> =>
  apiSend(`/api/sender/v0/consignments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { 'If-Match': etag ?? '*' },
  });

/** Spec 8: a manifested consignment cannot be deleted; one changed since it was shown is a conflict. */
export function deleteErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === errorCodes.alreadyManifested)
    return consignmentMessages.alreadyManifested;
  if (isApiError(error) && error.code === errorCodes.alreadyUpdated)
    return consignmentMessages.alreadyUpdated;
  return displayMessageFor(error);
}

export function useDeleteConsignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConsignment,
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: consignmentViewKey(id) });
      void queryClient.invalidateQueries({ queryKey: consignmentListKeys.lists() });
    },
  });
}
