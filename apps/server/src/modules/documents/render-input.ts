/**
 * What the consignment documents (label, connote, dangerous goods summary) print, as plain data. The
 * consignments module builds it (see `DocumentSources.registerSource`); the renderers depend on nothing else.
 * Units as on the wire: millimetres, grams, cubic millimetres.
 */
export interface DocumentParty {
  name: string;
  line1: string;
  line2?: string | null;
  suburb: string;
  state: string;
  postcode: string;
  phone?: string | null;
  contact?: string | null;
}

export interface DocumentItem {
  /** 1-based position among all the consignment's items (labels print "Item n of N"). */
  index: number;
  /** SSCC-18 digits, without the (00) application identifier; null when the carrier takes labels without one. */
  sscc: string | null;
  description: string;
  packagingType: string;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  weightG: number;
  /**
   * The classes or divisions of the dangerous goods in this item's line (empty where an entry gives none, as a
   * notifiable one may); null when the line holds none.
   */
  dgClasses: string[] | null;
}

export interface DocumentDangerousGoodsLine {
  unNumber: string;
  properShippingName: string;
  /** Class or division, e.g. "3" or "2.1". */
  class: string;
  subsidiaryRisk?: string | null;
  packingGroup?: string | null;
  /** Aggregate quantity of the entry, in `unit` (mL, L, g, kg); null when none was declared. */
  quantity: number | null;
  unit: string | null;
  /** How many packages (receptacles) the entry is. */
  packages: number;
  /** The packages as printed, e.g. "2 x steel drum". */
  packageDescription: string;
}

export interface ConsignmentDocumentInput {
  consignmentNo: string;
  type: 'outbound' | 'inbound' | 'transfer';
  /** YYYY-MM-DD. */
  dispatchDate: string;
  siteName: string;
  sender: DocumentParty;
  receiver: DocumentParty;
  carrierName: string;
  serviceName: string;
  references: string[];
  specialInstructions?: string | null;
  authorityToLeave: boolean;
  items: DocumentItem[];
  dangerousGoods: DocumentDangerousGoodsLine[];
  /** Who answers for the dangerous goods in an emergency (name and 24-hour phone). */
  emergencyContact?: { name: string; phone: string } | null;
  totals: { items: number; weightG: number; volumeMm3: number };
}
