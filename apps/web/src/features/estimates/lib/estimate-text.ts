import type { Estimate } from '@freight/contracts';
import { oneLineAddress } from '../../../shared/lib/display-format';
import type { DeleteWording } from '../../../shared/ui/list/confirm-delete';

type Location = Estimate['sender'];

/** Where a sender or receiver is: its street address, or the suburb an estimate may name alone. */
export function placeText(location: Location): string {
  return location.address ? oneLineAddress(location.address) : (location.locality?.label ?? '');
}

/** What deleting an estimate says, from the list or its page: the dialog, then the toast once it is gone. */
export const deleteWording = ({ estimateNumber }: { estimateNumber: string }): DeleteWording => ({
  title: `Delete estimate ${estimateNumber}?`,
  message: `Estimate ${estimateNumber} and its quotes will be deleted. This cannot be undone.`,
  deleted: `Estimate ${estimateNumber} deleted`,
});
