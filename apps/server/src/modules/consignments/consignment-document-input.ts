import type { DangerousGoodsLine } from '@freight/contracts';
import { aggregateQuantityOf } from '@freight/rules';
import type {
  ConsignmentDocumentInput,
  DocumentDangerousGoodsLine,
  DocumentParty as PrintedParty,
} from '../documents';
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

function printedDangerousGoods(entry: DangerousGoodsLine): DocumentDangerousGoodsLine {
  const packages = entry.receptacleCount ?? 0;
  const aggregate = aggregateQuantityOf(entry);
  return {
    unNumber: entry.unNumber,
    properShippingName: entry.technicalName
      ? `${entry.properShippingName} (${entry.technicalName})`
      : entry.properShippingName,
    class: entry.classOrDivision ?? '',
    subsidiaryRisk: entry.subsidiaryRisks.length > 0 ? entry.subsidiaryRisks.join(', ') : null,
    packingGroup: entry.packingGroup,
    quantity: aggregate?.amount ?? null,
    unit: aggregate?.unit ?? null,
    packages,
    packageDescription: entry.receptacle
      ? `${packages} x ${entry.receptacle}`
      : `${packages} package${packages === 1 ? '' : 's'}`,
  };
}

/** What the label, connote and DG summary print of a consignment, in the documents module's terms. */
export function documentInputOf(consignment: ConsignmentForDocuments): ConsignmentDocumentInput {
  const { sender } = consignment;
  // a package is marked with the dangerous goods of its own line only
  const classesByLine = new Map(
    consignment.lines.map((line) => [
      line.id,
      line.dangerousGoods.length === 0
        ? null
        : [...new Set(line.dangerousGoods.flatMap((entry) => entry.classOrDivision ?? []))],
    ]),
  );
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
      dgClasses: classesByLine.get(item.lineItemId) ?? null,
    })),
    dangerousGoods: consignment.lines.flatMap((line) => line.dangerousGoods.map(printedDangerousGoods)),
    emergencyContact: consignment.hasDangerousGoods ? consignment.emergencyContact : null,
    totals: {
      items: consignment.totals.itemQuantity,
      weightG: consignment.totals.weightGrams,
      volumeMm3: consignment.totals.volumeMm3,
    },
  };
}
