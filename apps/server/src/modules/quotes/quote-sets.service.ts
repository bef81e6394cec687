import { randomUUID } from 'node:crypto';
import {
  QUOTE_SUPERSEDED_CODE,
  quoteMessages,
  type DeliveryTimeSlot,
  type LineItem,
  type LocationRequest,
  type Quote,
  type QuoteSet,
  type ShippingCostRecoveryWire,
} from '@freight/contracts';
import { priceQuoteSet, type RatingLineItem, type Shipment, type ShippingCostRecovery } from '@freight/rules';
import type { Clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { startedEarly } from '../../platform/started-early';
import { activeAgreedServiceIds, loadRatingData } from '../carriers';
import {
  readLocationEntries,
  resolveLocation,
  type LocationEntries,
  type ResolvedLocation,
} from './locations';
import { publicHolidaysFrom } from './public-holidays';
import { quoteToWire, toQuoteRow } from './quote-wire';
import * as repo from './quotes.repository';
import { findActivePolicy } from '../carrier-preferences';
import { checkShipmentRules } from './request-rules';
import type { QuotingSite } from './site-rules';

export interface QuoteDeps {
  db: DbOrTx;
  clock: Clock;
}

/** What is priced: a quote-set request, or an estimate's fields. */
export interface PricingRequest {
  dispatchDate: string;
  sender: LocationRequest;
  receiver: LocationRequest;
  lineItems: readonly LineItem[];
  shippingCostRecovery: ShippingCostRecoveryWire;
  deliveryTimeSlot: DeliveryTimeSlot | null;
  tailgate: boolean;
  handUnload: boolean;
  consignmentId?: string | null;
}

export interface PricedShipment {
  sender: ResolvedLocation;
  receiver: ResolvedLocation;
  /** As shown: masked where the site masks prices. */
  quoteSet: QuoteSet;
  /** The same quotes unmasked, for pricing what is booked. */
  unmaskedQuotes: () => Quote[];
}

export type { Claim } from './quotes.repository';

const toRecovery = (wire: ShippingCostRecoveryWire): ShippingCostRecovery =>
  wire.type === 'none' ? { type: 'none' } : { type: wire.type, value: wire.value ?? 0 };

const toRatingLine = (item: LineItem): RatingLineItem => ({
  quantity: item.quantity,
  length: item.length,
  width: item.width,
  height: item.height,
  weight: item.weight,
  packagingType: item.packagingType,
  hasDangerousGoods: item.dangerousGoods.length > 0,
});

/**
 * Policies apply to a receiver from the address book: only the policy's service may be selected, and its
 * freight is charged to the policy's account.
 */
async function receiverPolicy(db: DbOrTx, siteId: number, receiverEntryId: number | null) {
  if (receiverEntryId === null) return null;
  return findActivePolicy(db, siteId, receiverEntryId);
}

/** Where a shipment goes from and to, and the receiver's carrier policy: the reads pricing starts from. */
export interface LocatedShipment {
  sender: ResolvedLocation;
  receiver: ResolvedLocation;
  policy: Awaited<ReturnType<typeof receiverPolicy>>;
}

/** A shipment's reads that need only the site's id: its entries (one statement) and the receiver's policy. */
export interface SiteShipmentReads {
  entries: LocationEntries;
  policy: Promise<LocatedShipment['policy']>;
}

/**
 * Starts the reads of a shipment that need only the site's id, so a request may start them beside its check
 * that the user holds the site (and use them only once it has passed).
 */
export function startSiteShipmentReads(
  db: DbOrTx,
  siteId: number,
  request: Pick<PricingRequest, 'sender' | 'receiver'>,
): SiteShipmentReads {
  return {
    entries: readLocationEntries(db, siteId, [request.sender, request.receiver]),
    policy: startedEarly(receiverPolicy(db, siteId, request.receiver.addressBookEntryId)),
  };
}

/**
 * Reads a shipment's locations and receiver policy (a 422 at `base` for one unknown or not the site's). It checks
 * none of the site's shipment rules, so a caller may start it beside other reads and check those first.
 * `started` is the site's reads when the caller has started them (`startSiteShipmentReads`).
 */
export async function locateShipment(
  db: DbOrTx,
  site: QuotingSite,
  request: Pick<PricingRequest, 'sender' | 'receiver'>,
  base: string,
  started: SiteShipmentReads = startSiteShipmentReads(db, site.siteId, request),
): Promise<LocatedShipment> {
  const scope = { siteId: site.siteId, organisationId: site.organisationId };
  // awaited sender first, so a refused sender answers before a refused receiver
  const sender = startedEarly(resolveLocation(db, scope, request.sender, `${base}/sender`, started.entries));
  const receiver = startedEarly(
    resolveLocation(db, scope, request.receiver, `${base}/receiver`, started.entries),
  );
  return { sender: await sender, receiver: await receiver, policy: await started.policy };
}

/** How a priced shipment is kept: saved as a quote set (under a claim, on its own), or not saved at all. */
export interface PricingContext {
  site: QuotingSite;
  userId: string;
  claim: repo.Claim | null;
  /** The set is saved in a transaction of its own (not the caller's), so it may commit asynchronously. */
  standalone?: boolean;
  /** Price this agreed service alone (a booking's own price), not every service of the site. */
  onlyAgreedServiceId?: number;
  /** False: priced, never saved (a booking keeps the quote it was made from, which names the same price's set). */
  save?: boolean;
}

/**
 * Prices a shipment with every active agreed service of the site and saves the quote set. With a claim, a
 * request that a newer one under the same concurrency key has replaced saves nothing and answers 409.
 * `located` is the shipment's reads when the caller has started them (`locateShipment`).
 */
export async function priceShipment(
  deps: QuoteDeps,
  context: PricingContext,
  request: PricingRequest,
  base: string,
  located?: Promise<LocatedShipment>,
): Promise<PricedShipment> {
  const { site } = context;
  checkShipmentRules(site, request, base);
  const { sender, receiver, policy } = await (located ?? locateShipment(deps.db, site, request, base));
  const data = await loadRatingData(deps.db, {
    siteId: site.siteId,
    dispatchDate: request.dispatchDate,
    senderZone: sender.chargeZone,
    receiverZone: receiver.chargeZone,
    charged: policy && { agreedServiceId: policy.agreedServiceId, account: policy.carrierChargeAccount },
    ...(context.onlyAgreedServiceId === undefined
      ? {}
      : { onlyAgreedServiceId: context.onlyAgreedServiceId }),
  });
  const shipment: Shipment = {
    dispatchDate: request.dispatchDate,
    sender: { chargeZone: sender.chargeZone },
    receiver: { chargeZone: receiver.chargeZone, state: receiver.state, residential: receiver.residential },
    lineItems: request.lineItems.map(toRatingLine),
    tailgate: request.tailgate,
    handUnload: request.handUnload,
    deliveryTimeSlot: request.deliveryTimeSlot ? { startDate: request.deliveryTimeSlot.startDate } : null,
  };
  // Priced unmasked and stored so; masking is applied whenever a quote is shown.
  const rated = priceQuoteSet({
    shipment,
    services: data.services,
    holidays: publicHolidaysFrom(request.dispatchDate),
    shippingCostRecovery: toRecovery(request.shippingCostRecovery),
    priceMasking: false,
    policyServiceIds: policy ? [String(policy.agreedServiceId)] : null,
  });
  const agreedById = new Map(data.agreed.map((agreed) => [String(agreed.id), agreed]));
  const now = deps.clock.now();
  const quoteSetId = randomUUID();
  const rows = rated.flatMap((quote) => {
    const agreed = agreedById.get(quote.serviceId);
    return agreed ? [toQuoteRow(quote, agreed, quoteSetId, now)] : [];
  });
  if (context.save !== false) {
    const saved = await repo.insertQuoteSet(
      deps.db,
      {
        id: quoteSetId,
        siteId: site.siteId,
        userId: context.userId,
        consignmentId: request.consignmentId ?? null,
        dispatchDate: request.dispatchDate,
        senderZone: sender.chargeZone,
        receiverZone: receiver.chargeZone,
        createdAt: now,
      },
      rows,
      { claim: context.claim, standalone: context.standalone === true },
    );
    if (!saved) throw AppError.conflict(QUOTE_SUPERSEDED_CODE, quoteMessages.superseded);
  }
  return {
    sender,
    receiver,
    quoteSet: {
      id: quoteSetId,
      siteId: String(site.siteId),
      createdAt: now.toISOString(),
      quotes: rows.map((row) => quoteToWire(row, site.priceMaskingEnabled)),
    },
    unmaskedQuotes: () => rows.map((row) => quoteToWire(row, false)),
  };
}

/** Registers a request under its concurrency key before the work starts, so a later one can replace it. */
export async function claimConcurrencyKey(deps: QuoteDeps, userId: string, key: string, requestId: string) {
  await repo.claimConcurrencyKey(deps.db, userId, key, requestId, deps.clock.now());
  return { userId, key, requestId };
}

/** Spec 8 (L25): a stored quote whose agreed service is switched off (or gone) can be neither chosen nor recommended. */
export const INACTIVE_SERVICE_CODE = 'agreedServiceInactive';

/**
 * The quotes of a set as they stand now: with the site's current masking, and a quote of an agreed service
 * since switched off shown unselectable with spec 8's message, never recommended.
 */
export async function quotesOfSet(
  db: DbOrTx,
  siteId: number,
  quoteSetId: string,
  masked: boolean,
): Promise<Quote[]> {
  const [rows, active] = await Promise.all([
    repo.findQuotesOfSet(db, quoteSetId),
    activeAgreedServiceIds(db, siteId),
  ]);
  return rows.map((row) => {
    const quote = quoteToWire(row, masked);
    if (active.has(row.agreedServiceId)) return quote;
    return {
      ...quote,
      selectable: false,
      recommended: false,
      unselectableReason: { code: INACTIVE_SERVICE_CODE, message: quoteMessages.missingAgreedService },
    };
  });
}
