import type { TransferPolicy } from '@freight/contracts';

/**
 * Spec 4 (M22): a consignment with no manifest and a manual transfer policy counts as not
 * manifest-transferable. A manifested one is, and so is one left to an automatic policy; 'never' (a site's
 * import setting, never a consignment's, M21) transfers nothing, so it is treated like manual.
 */
export function isManifestTransferable(consignment: {
  manifest: unknown;
  transferPolicy: TransferPolicy;
}): boolean {
  if (consignment.manifest !== null && consignment.manifest !== undefined) return true;
  return consignment.transferPolicy === 'automatic';
}
