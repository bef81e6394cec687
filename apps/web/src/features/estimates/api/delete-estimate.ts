import { estimateEndpoints } from '@freight/contracts';
import { useRecordDelete } from '../../../shared/lib/record-delete';
import { estimateKeys } from './keys';

/** Spec 7: DELETE v0/estimates/{id}. */
export const useDeleteEstimate = () =>
  useRecordDelete(estimateEndpoints.delete, { record: estimateKeys.estimate, lists: estimateKeys.lists });
