import type { DangerousGoodsLine, EmergencyContact, MovementType } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { etagOf } from './consignment-etag';
import { itemsByLine } from './consignment-wire';
import * as repo from './consignments.repository';

export interface DocumentParty {
  name: string;
  /** Street lines, then 'Locality STATE postcode'. */
  addressLines: string[];
  line1: string;
  /** The party's own second line (unit, building), else the address's. */
  line2: string | null;
  locality: string;
  state: string;
  postcode: string;
  countryId: string;
  residential: boolean;
  contactName: string | null;
  phone: string | null;
  email: string | null;
}

export interface DocumentItem {
  /** 18 digits, GS1 AI 00; the label's GS1-128 barcode encodes `(00)` and these. Null: a label without one. */
  sscc: string | null;
  /** 1-based place among all the consignment's items, and their count, for "item 2 of 5". */
  index: number;
  count: number;
  lineItemId: string;
  description: string;
  packagingType: string;
  reference: string | null;
  /** Millimetres and grams of one item. */
  length: number;
  width: number;
  height: number;
  weight: number;
  hasDangerousGoods: boolean;
}

export interface DocumentLine {
  id: string;
  description: string;
  packagingType: string;
  quantity: number;
  length: number;
  width: number;
  height: number;
  /** Grams of one item. */
  weight: number;
  reference: string | null;
  dangerousGoods: DangerousGoodsLine[];
}

/** Everything a label, a connote and a dangerous goods summary print, as plain values. */
export interface ConsignmentForDocuments {
  id: number;
  consignmentNumber: string;
  type: MovementType;
  dispatchDate: string;
  siteId: number;
  siteName: string;
  organisationName: string;
  carrierId: number;
  carrierName: string;
  serviceName: string;
  payerAccount: string;
  references: string[];
  deliveryReferences: string[];
  specialInstructions: string | null;
  authorityToLeave: boolean;
  tailgate: boolean;
  handUnload: boolean;
  eta: string | null;
  sender: DocumentParty;
  receiver: DocumentParty;
  lines: DocumentLine[];
  items: DocumentItem[];
  totals: { itemQuantity: number; volumeMm3: number; weightGrams: number };
  hasDangerousGoods: boolean;
  /** The 24-hour contact for the dangerous goods, as the consignment declares it. */
  emergencyContact: EmergencyContact | null;
  /** Bumped by every change: a document made from an older version is out of date. */
  version: number;
  /** The consignment's ETag (as GET answers it), for a document to record what it printed. */
  etag: string;
  updatedAt: Date;
}

function partyOf(party: {
  name: string;
  address: {
    line1: string;
    line2: string | null;
    locality: string;
    subdivision: string;
    postcode: string;
    countryId: string;
  };
  line2: string | null;
  residential: boolean;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
}): DocumentParty {
  const { address } = party;
  const line2 = party.line2 ?? address.line2;
  return {
    name: party.name,
    addressLines: [
      ...[address.line1, line2].filter((line): line is string => Boolean(line)),
      `${address.locality} ${address.subdivision} ${address.postcode}`,
    ],
    line1: address.line1,
    line2,
    locality: address.locality,
    state: address.subdivision,
    postcode: address.postcode,
    countryId: address.countryId,
    residential: party.residential,
    contactName: party.contactName,
    phone: party.contactPhone,
    email: party.contactEmail,
  };
}

/**
 * For the documents module (labels, connote, dangerous goods summary): one consignment with all it prints, or
 * null when it no longer exists. It checks no user's access: the caller is a background job acting for a
 * consignment the API has already authorised. Items come in line order, then item order, as labels print.
 */
export async function loadConsignmentForDocuments(
  db: DbOrTx,
  consignmentId: number,
): Promise<ConsignmentForDocuments | null> {
  const row = await repo.findConsignment(db, consignmentId);
  if (!row) return null;
  const site = await repo.findSiteNames(db, row.siteId);
  const itemsOf = itemsByLine(await repo.findItems(db, row.id));
  const count = row.itemQuantity;
  let index = 0;
  const items = row.lineItems.flatMap((line) =>
    (itemsOf.get(line.id) ?? []).map(({ sscc }) => {
      index += 1;
      return {
        sscc,
        index,
        count,
        lineItemId: line.id,
        description: line.description,
        packagingType: line.packagingType,
        reference: line.reference,
        length: line.length,
        width: line.width,
        height: line.height,
        weight: line.weight,
        hasDangerousGoods: line.dangerousGoods.length > 0,
      };
    }),
  );
  return {
    id: row.id,
    consignmentNumber: row.consignmentNo,
    type: row.type,
    dispatchDate: row.dispatchDate,
    siteId: row.siteId,
    siteName: site?.name ?? '',
    organisationName: site?.organisationName ?? '',
    carrierId: row.carrierId,
    carrierName: row.carrierName,
    serviceName: row.agreedService.name,
    payerAccount: row.payerAccount,
    references: row.references,
    deliveryReferences: row.receiver.deliveryReferences,
    specialInstructions: row.receiver.specialInstructions,
    authorityToLeave: row.receiver.authorityToLeave,
    tailgate: row.receiver.tailgate,
    handUnload: row.receiver.handUnload,
    eta: row.eta,
    sender: partyOf(row.sender),
    receiver: partyOf(row.receiver),
    lines: row.lineItems.map((line) => ({
      id: line.id,
      description: line.description,
      packagingType: line.packagingType,
      quantity: line.quantity,
      length: line.length,
      width: line.width,
      height: line.height,
      weight: line.weight,
      reference: line.reference,
      dangerousGoods: line.dangerousGoods.map(({ id: _id, ...entry }) => entry),
    })),
    items,
    totals: { itemQuantity: row.itemQuantity, volumeMm3: row.volume, weightGrams: row.weight },
    hasDangerousGoods: row.hasDangerousGoods,
    emergencyContact: row.dangerousGoodsDeclaration.emergencyContact ?? null,
    version: row.version,
    etag: etagOf(row),
    updatedAt: row.updatedAt,
  };
}
