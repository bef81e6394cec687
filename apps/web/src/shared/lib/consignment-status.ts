/** Spec 4 (M17-M19): the status label of a consignment. */
export const consignmentStatusLabels = {
  issues: 'Consignment with issues',
  manifested: 'Manifest created',
  created: 'Consignment created',
} as const;

export type ConsignmentStatus = keyof typeof consignmentStatusLabels;

/** Issues win over a manifest; without either the consignment is just created. */
export function consignmentStatus(consignment: {
  issues: readonly unknown[];
  manifest: unknown;
}): ConsignmentStatus {
  if (consignment.issues.length > 0) return 'issues';
  if (consignment.manifest) return 'manifested';
  return 'created';
}

export const consignmentStatusLabel = (consignment: { issues: readonly unknown[]; manifest: unknown }) =>
  consignmentStatusLabels[consignmentStatus(consignment)];
