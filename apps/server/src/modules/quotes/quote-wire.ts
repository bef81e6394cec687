import type { Quote, QuoteCostWire } from '@freight/contracts';
import { maskPrice, type QuoteCost, type RatedQuote } from '@freight/rules';
import type { AgreedServiceInfo } from '../carriers';
import { randomUUID } from 'node:crypto';
import type { QuoteRow } from './quotes.repository';

/** The engine's cost on the wire: the same cents, each breakdown line's amount named `amount`. */
export function costToWire(cost: QuoteCost): QuoteCostWire {
  return {
    chargesBreakdown: cost.chargesBreakdown.map((line) => ({
      code: line.code,
      description: line.description,
      amount: line.amountCents,
    })),
    currency: cost.currency,
    freight: cost.freight,
    fees: cost.fees,
    net: cost.net,
    tax: cost.tax,
    total: cost.total,
  };
}

/** A rated quote as stored: never masked, with the agreed service's names kept as they were. */
export function toQuoteRow(
  rated: RatedQuote,
  agreed: AgreedServiceInfo,
  quoteSetId: string,
  createdAt: Date,
): QuoteRow {
  return {
    id: randomUUID(),
    quoteSetId,
    agreedServiceId: agreed.id,
    carrierId: agreed.carrierId,
    carrierServiceId: agreed.carrierServiceId,
    rank: rated.price.rank,
    selectable: rated.selectable,
    recommended: rated.recommended,
    unselectableReason: rated.unselectableReason,
    eta: rated.eta,
    etaTimeZone: rated.etaTimeZone,
    evaluation: rated.evaluation,
    payerAccount: agreed.carrierChargeAccount,
    agreedServiceName: agreed.name,
    carrierName: agreed.carrierName,
    providerType: agreed.providerType,
    cost: rated.price.cost ? costToWire(rated.price.cost) : null,
    freightRecoveryAmount: rated.price.freightRecoveryAmount,
    detail: rated.detail,
    createdAt,
  };
}

/** A stored quote on the wire; a site that masks prices gets the rank without the amounts (L24). */
export function quoteToWire(row: QuoteRow, masked: boolean): Quote {
  const price = {
    cost: row.cost,
    rank: row.rank,
    isMasked: false,
    freightRecoveryAmount: row.freightRecoveryAmount,
  };
  return {
    id: row.id,
    quoteSetId: row.quoteSetId,
    agreedServiceId: String(row.agreedServiceId),
    carrierId: String(row.carrierId),
    carrierServiceId: String(row.carrierServiceId),
    createdAt: row.createdAt.toISOString(),
    eta: row.eta,
    etaTimeZone: row.etaTimeZone,
    evaluation: row.evaluation,
    selectable: row.selectable,
    recommended: row.recommended,
    unselectableReason: row.unselectableReason ?? null,
    payerAccount: row.payerAccount,
    agreedService: {
      id: String(row.agreedServiceId),
      name: row.agreedServiceName,
      carrierName: row.carrierName,
      carrierServiceId: String(row.carrierServiceId),
      providerType: row.providerType,
    },
    price: masked ? { ...maskPrice({ ...price, cost: null }), cost: null } : price,
  };
}
