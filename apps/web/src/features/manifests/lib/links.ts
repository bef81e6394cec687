import type { Manifest, MovementType } from '@freight/contracts';
import { contextPath, paths } from '../../../shared/config/paths';

/** A manifest's own screen, under its own site whichever context lists it. */
export const manifestViewPath = (manifest: Pick<Manifest, 'id' | 'siteId'>) =>
  contextPath('manifest.view', { type: 'site', id: manifest.siteId }, { manifestId: manifest.id });

/** Spec 2 (N05): the manifest PDF in the document route. */
export const manifestDocumentPath = (manifestId: string) => paths.document('manifest', manifestId);

const prefillRoutes = {
  outbound: 'pickup.prefill.outbound',
  inbound: 'pickup.prefill.inbound',
  transfer: 'pickup.prefill.transfer',
} as const;

/** Spec 2: a pickup request made from the manifest's consignments (pickup/prefill/{type}). */
export const pickupPrefillPath = (
  manifest: Pick<Manifest, 'siteId' | 'consignmentType'>,
  consignmentIds: string[],
) =>
  contextPath(
    prefillRoutes[manifest.consignmentType satisfies MovementType],
    { type: 'site', id: manifest.siteId },
    undefined,
    {
      consignmentId: consignmentIds,
    },
  );
