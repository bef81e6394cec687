import { pickupEvaluationReasons, pickupStatusLabels } from '@freight/contracts';
import type { PickupEvaluationFlag, PickupService, PickupStatus } from '@freight/contracts';
import { twelveHour } from '@freight/rules';
import { formatWeekday } from '../../../shared/lib/display-format';
import type { DeleteWording } from '../../../shared/ui/list/confirm-delete';

export const statusLabel = (status: PickupStatus) => pickupStatusLabels[status];
export const statusColor: Record<PickupStatus, string> = {
  draft: 'gray',
  requested: 'blue',
  confirmed: 'green',
  rejected: 'red',
};

/** Why a service cannot collect the pickup, in words (spec 3, P28). */
export const reasonsOf = (service: PickupService): string[] =>
  (Object.keys(service.evaluation) as PickupEvaluationFlag[]).map((flag) => pickupEvaluationReasons[flag]);

export const timeLabel = (time: string) => twelveHour(time);

export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ') || '0 min';
}

/** What deleting a draft says: a pickup has no number, so it is named by its sender and date. */
export const deleteWording = ({
  sender,
  pickupDate,
}: {
  sender: { name: string };
  pickupDate: string;
}): DeleteWording => ({
  title: 'Delete this pickup?',
  message: `The pickup from ${sender.name} on ${formatWeekday(pickupDate)} has not been requested; it will be deleted. This cannot be undone.`,
  deleted: 'Pickup deleted',
});
