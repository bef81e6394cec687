import {
  effectiveOn,
  normaliseZone,
  type FuelLevy,
  type Lane,
  type RateCard,
  type RatingService,
  type SurchargeSchedule,
} from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import * as carriersRepo from './carriers.repository';
import * as ratesRepo from './rates.repository';

/** An agreed service as a quote names it. */
export interface AgreedServiceInfo {
  id: number;
  name: string;
  carrierChargeAccount: string;
  providerType: string;
  carrierServiceId: number;
  carrierId: number;
  carrierName: string;
}

export interface RatingData {
  /** The site's active agreed services, in name order. */
  agreed: AgreedServiceInfo[];
  /** The same services as the rating engine wants them, with the id the agreed service's. */
  services: RatingService[];
}

export interface RatingDataQuery {
  siteId: number;
  dispatchDate: string;
  senderZone: string | null;
  receiverZone: string | null;
  /** A receiver policy's account for its service: that account's rates apply, and it is the one charged. */
  charged?: ratesRepo.ChargedAccount | null;
  /** Only this agreed service (a booking prices the service chosen, not all the site's). */
  onlyAgreedServiceId?: number;
}

function toLane(row: ratesRepo.LaneJson): Lane {
  return {
    fromZone: row.fromZone,
    toZone: row.toZone,
    reciprocal: row.reciprocal,
    basicCents: row.basicCents,
    ratePerKgCents: Number(row.ratePerKgCents),
    minimumCents: row.minimumCents,
    weightBreaks: row.weightBreaks,
    transitBusinessDays: row.transitBusinessDays,
    ...(row.cubicConversionKgPerM3 === null ? {} : { cubicConversionKgPerM3: row.cubicConversionKgPerM3 }),
  };
}

function toCard(card: ratesRepo.CardJson): RateCard {
  return {
    effectiveFrom: card.effectiveFrom,
    ...(card.cubicConversionKgPerM3 === null ? {} : { cubicConversionKgPerM3: card.cubicConversionKgPerM3 }),
    lanes: card.lanes.map(toLane),
  };
}

/** The card in effect for an account: its own contract rates first, else the service's general rates. */
function cardFor(cards: readonly ratesRepo.CardJson[], account: string, date: string): RateCard | null {
  const own = effectiveOn(
    cards.filter((card) => card.account === account),
    date,
  );
  const chosen =
    own ??
    effectiveOn(
      cards.filter((card) => card.account === null),
      date,
    );
  return chosen ? toCard(chosen) : null;
}

/** The levy in effect for a service: its own, else its carrier's. */
function levyFor(levies: readonly ratesRepo.LevyJson[], date: string): FuelLevy | null {
  const toLevy = (row: ratesRepo.LevyJson): FuelLevy => ({
    effectiveFrom: row.effectiveFrom,
    percent: Number(row.percent),
  });
  const own = effectiveOn(levies.filter((row) => row.serviceId !== null).map(toLevy), date);
  return own ?? effectiveOn(levies.filter((row) => row.serviceId === null).map(toLevy), date);
}

function scheduleOf(rows: readonly ratesRepo.SurchargeJson[]): SurchargeSchedule {
  const schedule: SurchargeSchedule = {};
  for (const row of rows) {
    schedule[row.code] = {
      basis: row.basis,
      amountCents: row.amountCents,
      ...(row.description ? { description: row.description } : {}),
    };
  }
  return schedule;
}

/**
 * Everything the engine needs to price a shipment at one site, from one query whatever the number of
 * services. Only the card version and levy in effect on the dispatch date are passed on; the engine's
 * `effectiveOn` picks them, so its rules decide here as they do in pricing.
 */
export async function loadRatingData(db: DbOrTx, query: RatingDataQuery): Promise<RatingData> {
  const from = query.senderZone ? normaliseZone(query.senderZone) : '';
  const to = query.receiverZone ? normaliseZone(query.receiverZone) : '';
  const charged = query.charged ?? null;
  const rows = await ratesRepo.findRatingRows(
    db,
    query.siteId,
    from,
    to,
    charged,
    query.onlyAgreedServiceId ?? null,
  );
  const accountOf = (row: (typeof rows)[number]) =>
    charged?.agreedServiceId === row.id ? charged.account : row.carrierChargeAccount;
  return {
    agreed: rows.map((row) => ({
      id: row.id,
      name: row.name,
      carrierChargeAccount: accountOf(row),
      providerType: row.providerType,
      carrierServiceId: row.carrierServiceId,
      carrierId: row.carrierId,
      carrierName: row.carrierName,
    })),
    services: rows.map((row): RatingService => {
      const card = cardFor(row.cards, accountOf(row), query.dispatchDate);
      const levy = levyFor(row.levies, query.dispatchDate);
      return {
        id: String(row.id),
        cubicConversionKgPerM3: row.cubicConversionKgPerM3,
        rateCards: card ? [card] : [],
        fuelLevies: levy ? [levy] : [],
        surcharges: scheduleOf(row.surcharges),
      };
    }),
  };
}

/** For other modules: which agreed services of a site exist and are active. */
export async function activeAgreedServiceIds(db: DbOrTx, siteId: number): Promise<Set<number>> {
  const rows = await carriersRepo.findActiveAgreedServices(db, siteId);
  return new Set(rows.map((row) => row.id));
}

/** For the printing policy: the carrier services a site books, with their carrier's name. */
export function siteCarrierServices(db: DbOrTx, siteId: number) {
  return carriersRepo.findSiteCarrierServices(db, siteId);
}
