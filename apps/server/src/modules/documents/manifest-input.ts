import type { ManifestDangerousGoodsLine } from '../../db/schema/manifests';

/**
 * What the manifest PDF prints, as plain data. The manifests module builds it (`DocumentSources.registerManifestSource`);
 * the renderer depends on nothing else but the type of the dangerous goods lines the manifest row stores. Units as on
 * the wire: grams and cubic millimetres.
 */
export interface ManifestDocumentRow {
  consignmentNo: string;
  receiverName: string;
  suburb: string;
  state: string;
  postcode: string;
  serviceName: string;
  items: number;
  weightG: number;
  volumeMm3: number;
  hasDangerousGoods: boolean;
  pallets: number;
  palletTransferType: string;
  docketNumbers: string[];
}

export interface ManifestDocumentInput {
  manifestNumber: string;
  /** The freight-management provider whose platform sends the manifest. */
  providerName: string;
  organisationName: string;
  siteName: string;
  carrierName: string;
  carrierAccount: string;
  consignmentType: 'outbound' | 'inbound' | 'transfer';
  /** YYYY-MM-DD. */
  dispatchDate: string;
  /** ISO date-time the manifest was made. */
  createdAt: string;
  dispatchAddress: {
    name: string;
    line1: string;
    line2: string | null;
    suburb: string;
    state: string;
    postcode: string;
  };
  rows: ManifestDocumentRow[];
  dangerousGoods: ManifestDangerousGoodsLine[];
}
