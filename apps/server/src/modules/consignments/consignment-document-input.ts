import type { DangerousGoodsLine } from '@freight/contracts';
import type {
  ConsignmentDocumentInput,
  DocumentDangerousGoodsLine,
  DocumentParty as PrintedParty,
} from '../documents/render-input';
import type { ConsignmentForDocuments, DocumentParty } from './consignment-documents';

function printedParty(party: DocumentParty): PrintedParty {
  return {
    name: party.name,
    line1: party.line1,
    line2: party.line2,
    suburb: party.locality,
    state: party.state,
    postcode: party.postcode,
    phone: party.phone,
    contact: party.contactName,
  };
}

/** The quantity a DG line declares: the total aggregate, else per receptacle, else the receptacle count. */
function quantityOf(entry: DangerousGoodsLine): { quantity: number; unit: string } {
  const aggregate = entry.totalAggregateQuantity ?? entry.receptacleAggregateQuantity;
  if (aggregate) return { quantity: aggregate.amount, unit: aggregate.unit };
  return { quantity: entry.receptacleCount ?? 0, unit: entry.receptacle ?? 'packages' };
}

function printedDangerousGoods(entry: DangerousGoodsLine): DocumentDangerousGoodsLine {
  const receptacles =
    entry.receptacle && entry.receptacleCount ? `${entry.receptacleCount} x ${entry.receptacle}` : null;
  return {
    unNumber: entry.unNumber,
    properShippingName: entry.technicalName
      ? `${entry.properShippingName} (${entry.technicalName})`
      : entry.properShippingName,
    class: entry.classOrDivision ?? '',
    subsidiaryRisk: entry.subsidiaryRisks.length > 0 ? entry.subsidiaryRisks.join(', ') : null,
    packingGroup: entry.packingGroup,
    ...quantityOf(entry),
    packageDescription: receptacles,
  };
}

/** What the label, connote and DG summary print of a consignment, in the documents module's terms. */
export function documentInputOf(consignment: ConsignmentForDocuments): ConsignmentDocumentInput {
  const { sender } = consignment;
  return {
    consignmentNo: consignment.consignmentNumber,
    type: consignment.type,
    dispatchDate: consignment.dispatchDate,
    siteName: consignment.siteName,
    sender: printedParty(sender),
    receiver: printedParty(consignment.receiver),
    carrierName: consignment.carrierName,
    serviceName: consignment.serviceName,
    references: consignment.references,
    specialInstructions: consignment.specialInstructions,
    authorityToLeave: consignment.authorityToLeave,
    items: consignment.items.map((item) => ({
      index: item.index,
      sscc: item.sscc,
      description: item.description,
      packagingType: item.packagingType,
      lengthMm: item.length,
      widthMm: item.width,
      heightMm: item.height,
      weightG: item.weight,
    })),
    dangerousGoods: consignment.lines.flatMap((line) => line.dangerousGoods.map(printedDangerousGoods)),
    // the sender answers for its dangerous goods; a contact without a phone cannot be called
    emergencyContact:
      sender.phone && consignment.hasDangerousGoods
        ? { name: sender.contactName ?? sender.name, phone: sender.phone }
        : null,
    totals: {
      items: consignment.totals.itemQuantity,
      weightG: consignment.totals.weightGrams,
      volumeMm3: consignment.totals.volumeMm3,
    },
  };
}
