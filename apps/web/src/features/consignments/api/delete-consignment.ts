import { consignmentEndpoints, errorCodes } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/config/query-keys';
import { isApiError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { forgetRecord } from '../../../shared/lib/forget-record';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { consignmentListKeys } from './list-consignments';
import { consignmentViewKey } from './get-consignment-view';

/** Spec 7: DELETE v0/consignments/{id}, naming the version it was shown (If-Match, `*` when unknown). */
export const deleteConsignment = ({ id, etag }: { id: string; etag?: string }): Promise<void> =>
  callEndpoint(consignmentEndpoints.delete, { params: { id }, headers: { 'If-Match': etag ?? '*' } }).then(
    () => undefined,
  );

/** What a refused delete means to the screen (spec 8, M54, M56). */
export type DeleteFailure =
  { kind: 'conflict' } | { kind: 'alreadyManifested' } | { kind: 'other'; message: string };

// the error may name the consignment's status instead of the code, e.g. "Consignment status is manifested"
const saysManifested = (text: string | undefined) =>
  text !== undefined && /\bstatus\b[^.]*\bmanifested\b/i.test(text) && !/\bnot\s+manifested\b/i.test(text);

/** Spec 8: one changed since it was shown is a conflict; a manifested one (by code or status) cannot go. */
export function deleteFailure(error: unknown): DeleteFailure {
  if (!isApiError(error)) return { kind: 'other', message: displayMessageFor(error) };
  if (error.hasCode(errorCodes.alreadyUpdated)) return { kind: 'conflict' };
  if (
    error.hasCode(errorCodes.alreadyManifested) ||
    error.errors.some((e) => saysManifested(e.detail) || saysManifested(e.title))
  )
    return { kind: 'alreadyManifested' };
  return { kind: 'other', message: displayMessageFor(error) };
}

export function useDeleteConsignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConsignment,
    onSuccess: (_result, { id }) => {
      forgetRecord(queryClient, consignmentViewKey(id));
      void queryClient.invalidateQueries({ queryKey: consignmentListKeys.lists() });
      // an estimate it was made from no longer lists it
      void queryClient.invalidateQueries({ queryKey: queryKeys.estimates });
    },
    // refused because it changed or was manifested: what is shown next must be read afresh
    onError: (_error, { id }) => void queryClient.invalidateQueries({ queryKey: consignmentViewKey(id) }),
  });
}
