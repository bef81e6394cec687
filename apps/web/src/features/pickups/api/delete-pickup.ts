import { pickupEndpoints } from '@freight/contracts';
import { useRecordDelete } from '../../../shared/lib/record-delete';
import { pickupKeys } from './keys';

/** DELETE v0/pickups/{id}: a pickup not yet requested (a draft). */
export const useDeletePickup = () =>
  useRecordDelete(pickupEndpoints.delete, { record: pickupKeys.pickup, lists: pickupKeys.lists });
