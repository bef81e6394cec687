import type { ManifestStatus, StagedConsignmentStatus } from '@freight/contracts';

export const manifestStatusLabels: Record<ManifestStatus, string> = {
  proposed: 'Proposed',
  approved: 'Approved',
  completed: 'Completed',
  rejected: 'Rejected',
};
export const manifestStatusColours: Record<ManifestStatus, string> = {
  proposed: 'gray',
  approved: 'blue',
  completed: 'green',
  rejected: 'red',
};
export const stagedStatusLabels: Record<StagedConsignmentStatus, string> = {
  accepted: 'Accepted',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};
