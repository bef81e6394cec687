import {
  consignmentMessages,
  quoteMessages,
  type ConsignmentAttributes,
  type Quote,
} from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import * as quotes from '../quotes';
import type { LocatedShipment, QuoteDeps, QuotingSite, ResolvedLocation, SiteQuote } from '../quotes';

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

/** What a consignment's attributes ask to be priced: its parties, its freight and the receiver's options. */
export function pricingRequestOf(
  attributes: ConsignmentAttributes,
  consignmentId: number | null,
): quotes.PricingRequest {
  const { receiver } = attributes;
  return {
    dispatchDate: attributes.dispatchDate,
    sender: toLocation(attributes.sender),
    receiver: toLocation(receiver),
    lineItems: attributes.lineItems,
    shippingCostRecovery: attributes.shippingCostRecovery,
    deliveryTimeSlot: receiver.deliveryTimeSlot,
    tailgate: receiver.tailgate,
    handUnload: receiver.handUnload,
    consignmentId: consignmentId === null ? null : String(consignmentId),
  };
}

export const ATTRIBUTES_POINTER = '/data/attributes';

/** A new consignment's pricing: the quote it was made from, and its reads when already started. */
export interface NewBooking {
  chosen: SiteQuote;
  located: Promise<LocatedShipment>;
}

/**
 * Prices the consignment as submitted with the agreed service chosen (the site's rules checked on the way), and
 * keeps that quote. Prices a client sends are never used. A service that is gone, switched off or cannot carry
 * this freight is a 422 on quoteId with spec 8's message or the service's reason. A change keeps its price as a
 * quote set of its own (its dispatch date may be new); a new consignment keeps the quote it was made from, which
 * asked for the same date and zones, and saves no second set.
 */
export async function priceConsignment(
  deps: QuoteDeps,
  site: QuotingSite,
  userId: string,
  attributes: ConsignmentAttributes,
  agreedServiceId: number,
  consignmentId: number | null,
  booking?: NewBooking,
): Promise<PricedConsignment> {
  const priced = await quotes.priceShipment(
    deps,
    { site, userId, claim: null, onlyAgreedServiceId: agreedServiceId, save: booking === undefined },
    pricingRequestOf(attributes, consignmentId),
    ATTRIBUTES_POINTER,
    booking?.located,
  );
  const quote = priced
    .unmaskedQuotes()
    .find((candidate) => candidate.agreedServiceId === String(agreedServiceId));
  if (!quote) throw invalid(QUOTE_POINTER, quoteMessages.missingAgreedService);
  if (!quote.selectable || !quote.price.cost)
    throw invalid(QUOTE_POINTER, quote.unselectableReason?.message ?? quoteMessages.missingAgreedService);
  const named = booking ? { ...quote, id: booking.chosen.id, quoteSetId: booking.chosen.quoteSetId } : quote;
  return { sender: priced.sender, receiver: priced.receiver, quote: named };
}
