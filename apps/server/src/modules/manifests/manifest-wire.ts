import { endpointPath, manifestEndpoints, type Manifest, type ManifestDetail } from '@freight/contracts';
import type { ManifestListRow, StagedRow } from './manifests.repository';

/** Spec 3: a manifest on the wire; ids are strings, measures in cubic millimetres and grams. */
export function manifestToWire(row: ManifestListRow): Manifest {
  return {
    id: String(row.id),
    created: row.createdAt.toISOString(),
    status: row.status,
    consignmentType: row.consignmentType,
    siteId: String(row.siteId),
    dispatchDate: row.dispatchDate,
    manifestNumber: row.manifestNumber,
    trackingNumber: row.trackingNumber,
    itemQuantity: row.itemQuantity,
    volume: row.volume,
    weight: row.weight,
    consignmentCount: row.consignmentCount,
    organisation: { id: String(row.organisationId), name: row.organisationName },
    site: { id: String(row.siteId), name: row.siteName },
    carrier: { id: String(row.carrierId), name: row.carrierName },
    carrierAccount: row.carrierAccount,
    agreedServices: row.agreedServices,
    senderName: row.senderName,
    dispatchAddress: row.dispatchAddress,
    hasDangerousGoods: row.hasDangerousGoods,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    rejection:
      row.rejectedAt && row.rejectionCode
        ? { rejectedAt: row.rejectedAt.toISOString(), code: row.rejectionCode }
        : null,
    documentUrl: endpointPath(manifestEndpoints.document, { id: row.id }),
  };
}

export function stagedToWire(row: StagedRow) {
  return {
    id: String(row.consignmentId),
    consignmentNo: row.consignmentNo,
    receiverName: row.receiverName,
    receiverSuburb: row.receiverSuburb,
    receiverState: row.receiverState,
    receiverPostcode: row.receiverPostcode,
    serviceName: row.serviceName,
    itemQuantity: row.itemQuantity,
    volume: row.volume,
    weight: row.weight,
    hasDangerousGoods: row.hasDangerousGoods,
    pallets: { transferType: row.palletTransferType, docketNumbers: row.docketNumbers },
    status: row.status,
    code: row.code,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

export function manifestDetailToWire(row: ManifestListRow, staged: StagedRow[]): ManifestDetail {
  return { ...manifestToWire(row), consignments: staged.map(stagedToWire) };
}
