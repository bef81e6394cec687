/**
 * Inputs and outputs of the rating engine. Every shape maps one-to-one onto rows a server loads
 * (rate cards and lanes, fuel levies, surcharges, holidays) and onto the quote-set request.
 * Units follow the wire: millimetres, grams, cents, 'YYYY-MM-DD' local dates.
 */
import type { AuState, PublicHoliday } from './holidays';

/** A weight break: from this chargeable weight (whole kg, inclusive) the whole consignment is charged this rate. */
export interface WeightBreak {
  fromKg: number;
  /** Cents per kg, at most 4 decimal places (26.5 is 26.5 cents). */
  ratePerKgCents: number;
}

/** One row of a rate card: the price from one charge zone to another. */
export interface Lane {
  /** Charge zones of the localities, e.g. 'V1' (Melbourne metro), 'N2', 'W1'; compared trimmed and upper-cased. */
  fromZone: string;
  toZone: string;
  /** The same prices also apply from toZone to fromZone, unless a lane in that direction exists. */
  reciprocal: boolean;
  basicCents: number;
  /** Cents per kg below the first weight break, at most 4 decimal places. */
  ratePerKgCents: number;
  minimumCents: number;
  weightBreaks?: readonly WeightBreak[];
  transitBusinessDays: number;
  /** Overrides the rate card's and the service's factor for this lane (the CSV layout carries one per row). */
  cubicConversionKgPerM3?: number;
}

/** A version of a service's rate card; the one in effect on the dispatch date prices the quote. */
export interface RateCard {
  effectiveFrom: string;
  /** Overrides the service's factor for this version. */
  cubicConversionKgPerM3?: number;
  lanes: readonly Lane[];
}

/** A fuel levy, a percentage of freight, in effect from its date until the next one. */
export interface FuelLevy {
  effectiveFrom: string;
  /** Percent, at most 4 decimal places (15.25 is 15.25%). */
  percent: number;
}

export const SURCHARGE_CODES = [
  'residential',
  'tailgate',
  'handUnload',
  'dangerousGoods',
  'overLength',
  'heavyItem',
  'deliveryTimeSlot',
] as const;
export type SurchargeCode = (typeof SURCHARGE_CODES)[number];
export type ChargeCode = 'fuelLevy' | SurchargeCode;

/**
 * How a service charges a surcharge when it applies. `perConsignment` charges the amount once;
 * `perItem` charges it for every item it concerns (over-length and heavy: the qualifying items;
 * dangerous goods: the items of dangerous goods lines; the others: every item of the consignment).
 */
export interface SurchargeRule {
  basis: 'perConsignment' | 'perItem';
  amountCents: number;
  /** Shown in the breakdown instead of the default description. */
  description?: string;
}

/** A service whose surcharge table lacks a code does not charge it. */
export type SurchargeSchedule = Partial<Record<SurchargeCode, SurchargeRule>>;

/** Everything needed to price one agreed service. */
export interface RatingService {
  /** The agreed service id; carried to the result and the last tie-breaker of the ranking. */
  id: string;
  /** Kg per m³, a whole number (250 road, 333 air and express; 0 charges dead weight only). */
  cubicConversionKgPerM3: number;
  rateCards: readonly RateCard[];
  fuelLevies: readonly FuelLevy[];
  surcharges: SurchargeSchedule;
}

export interface RatingLineItem {
  /** Whole items, at least 1. */
  quantity: number;
  /** Millimetres per item; 0 in any dimension makes a zero-volume item, charged on dead weight only. */
  length: number;
  width: number;
  height: number;
  /** Dead weight in grams per item. */
  weight: number;
  packagingType?: string;
  hasDangerousGoods?: boolean;
}

/** What is being sent: the quote-set request after the server has resolved localities to zones. */
export interface Shipment {
  /** The sender's local dispatch date. */
  dispatchDate: string;
  sender: { chargeZone: string | null };
  receiver: { chargeZone: string | null; state: AuState; residential?: boolean };
  lineItems: readonly RatingLineItem[];
  tailgate?: boolean;
  handUnload?: boolean;
  /** A requested delivery time slot; its start date is checked against the ETA. */
  deliveryTimeSlot?: { startDate: string } | null;
}

export interface ChargeLine {
  code: ChargeCode;
  description: string;
  amountCents: number;
}

/** The spec's `price.cost`: integer cents; fees is the sum of chargesBreakdown, net = freight + fees. */
export interface QuoteCost {
  currency: 'AUD';
  freight: number;
  fees: number;
  net: number;
  tax: number;
  total: number;
  chargesBreakdown: ChargeLine[];
}

export type CannotPriceCode = 'noLineItems' | 'missingChargeZone' | 'noRateCard' | 'noLane';
export type UnselectableCode = CannotPriceCode | 'receiverServicePolicy';

export interface UnselectableReason {
  code: UnselectableCode;
  message: string;
}

/** The freight of a consignment on its lane: basic charge + weight charge, raised to the minimum charge. */
export interface FreightCharge {
  basicCents: number;
  ratePerKgCents: number;
  /** Chargeable kg x rate, rounded half-up to whole cents. */
  weightChargeCents: number;
  minimumCents: number;
  /** True when the minimum charge exceeded basic + weight charge and replaced it. */
  minimumApplied: boolean;
  freightCents: number;
}

/** How the price was reached, for audit and the fees breakdown on demand: the freight's parts among them. */
export interface RatingDetail extends Omit<FreightCharge, 'freightCents'> {
  rateCardEffectiveFrom: string;
  lane: { fromZone: string; toZone: string; reversed: boolean };
  cubicConversionKgPerM3: number;
  /** Chargeable kg of each line (rounded up per line) and of the consignment. */
  lineChargeableKg: number[];
  chargeableKg: number;
  fuelLevyPercent: number | null;
  transitBusinessDays: number;
}

export type ServiceRating =
  | {
      ok: true;
      serviceId: string;
      cost: QuoteCost;
      eta: string;
      etaTimeZone: string;
      detail: RatingDetail;
    }
  | { ok: false; serviceId: string; reason: UnselectableReason };

export interface RatingContext {
  /** National and state public holidays (rows of the shipped table or the database's copy). */
  holidays: readonly PublicHoliday[];
}
