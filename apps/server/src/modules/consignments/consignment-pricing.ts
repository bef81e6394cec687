import {
  consignmentMessages,
  quoteMessages,
  type ConsignmentAttributes,
  type Quote,
} from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import * as quotes from '../quotes';
import type { QuoteDeps, QuotingSite, ResolvedLocation, SiteQuote } from '../quotes';

const QUOTE_POINTER = '/data/attributes/quoteId';
const invalid = (pointer: string, detail: string) => AppError.validation([{ pointer, detail }]);

export interface PricedConsignment {
  sender: ResolvedLocation;
  receiver: ResolvedLocation;
  /** The chosen service's quote as priced now, never masked (masking is for showing). */
  quote: Quote;
}

type Party = ConsignmentAttributes['sender'];
const toLocation = (party: Party) => ({
  name: party.name,
  addressBookEntryId: party.addressBookEntryId,
  address: { id: party.addressId },
  locality: null,
  residential: party.residential,
});

/** The quote the user chose: one of the site's, or a 422 on quoteId. */
export async function requireChosenQuote(deps: QuoteDeps, siteId: number, quoteId: string) {
  const chosen = await quotes.siteQuote(deps.db, siteId, quoteId);
  if (!chosen) throw invalid(QUOTE_POINTER, consignmentMessages.quoteNotFound);
  return chosen;
}

/** The chosen quote must price this request: the same dispatch date and the same zones. */
export function assertQuoteFitsRequest(
  chosen: SiteQuote,
  dispatchDate: string,
  priced: PricedConsignment,
): void {
  if (
    chosen.dispatchDate !== dispatchDate ||
    chosen.senderZone !== priced.sender.chargeZone ||
    chosen.receiverZone !== priced.receiver.chargeZone
  )
    throw invalid(QUOTE_POINTER, consignmentMessages.quoteOtherRequest);
}

/**
 * Prices the consignment as submitted with the agreed service chosen (the site's rules checked on the way), and
 * keeps that quote. Prices a client sends are never used. A service that is gone, switched off or cannot carry
 * this freight is a 422 on quoteId with spec 8's message or the service's reason.
 */
export async function priceConsignment(
  deps: QuoteDeps,
  site: QuotingSite,
  userId: string,
  attributes: ConsignmentAttributes,
  agreedServiceId: number,
  consignmentId: number | null,
): Promise<PricedConsignment> {
  const { receiver } = attributes;
  const priced = await quotes.priceShipment(
    deps,
    { site, userId, claim: null, onlyAgreedServiceId: agreedServiceId },
    {
      dispatchDate: attributes.dispatchDate,
      sender: toLocation(attributes.sender),
      receiver: toLocation(receiver),
      lineItems: attributes.lineItems,
      shippingCostRecovery: attributes.shippingCostRecovery,
      deliveryTimeSlot: receiver.deliveryTimeSlot,
      tailgate: receiver.tailgate,
      handUnload: receiver.handUnload,
      consignmentId: consignmentId === null ? null : String(consignmentId),
    },
    '/data/attributes',
  );
  const quote = priced
    .unmaskedQuotes()
    .find((candidate) => candidate.agreedServiceId === String(agreedServiceId));
  if (!quote) throw invalid(QUOTE_POINTER, quoteMessages.missingAgreedService);
  if (!quote.selectable || !quote.price.cost)
    throw invalid(QUOTE_POINTER, quote.unselectableReason?.message ?? quoteMessages.missingAgreedService);
  return { sender: priced.sender, receiver: priced.receiver, quote };
}
