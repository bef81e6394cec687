import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { SurchargeCode, WeightBreak } from '@freight/rules';
import {
  agreedServices,
  carriers,
  carrierServices,
  fuelLevies,
  rateCardLanes,
  rateCards,
  serviceSurcharges,
} from '../../db/schema';
import { perDatabase } from '../../platform/db/prepared';
import { deleteWhere } from '../../platform/db/delete-where';
import type { DbOrTx } from '../../platform/db/transaction';
import { agreedServiceColumns } from './agreed-service-columns';
import { activeOfSite, byName, withCarrierServices } from './agreed-service-query';

export type NewLane = Omit<typeof rateCardLanes.$inferInsert, 'id' | 'rateCardId'>;
export type SurchargeRow = typeof serviceSurcharges.$inferSelect;

// Keeps each insert's bound parameters well under PostgreSQL's 65,535.
const LANE_BATCH = 1_000;

/** Saves a rate card version, replacing one of the same service, account and date. Returns the card's id. */
export async function replaceRateCard(
  db: DbOrTx,
  card: {
    carrierServiceId: number;
    carrierChargeAccount: string | null;
    effectiveFrom: string;
    source: string | null;
  },
  lanes: readonly NewLane[],
): Promise<number> {
  await db
    .delete(rateCards)
    .where(
      and(
        eq(rateCards.carrierServiceId, card.carrierServiceId),
        sql`coalesce(${rateCards.carrierChargeAccount}, '') = ${card.carrierChargeAccount ?? ''}`,
        eq(rateCards.effectiveFrom, card.effectiveFrom),
      ),
    );
  const [row] = await db.insert(rateCards).values(card).returning({ id: rateCards.id });
  if (!row) throw new Error('rate card not inserted');
  for (let start = 0; start < lanes.length; start += LANE_BATCH) {
    await db
      .insert(rateCardLanes)
      .values(lanes.slice(start, start + LANE_BATCH).map((lane) => ({ ...lane, rateCardId: row.id })));
  }
  return row.id;
}

export async function countRateCards(db: DbOrTx, carrierServiceId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rateCards)
    .where(eq(rateCards.carrierServiceId, carrierServiceId));
  return row?.count ?? 0;
}

/** Sets the levy of a carrier (or one of its services) from a date, replacing one of the same date. */
export async function upsertFuelLevy(
  db: DbOrTx,
  levy: { carrierId: number; carrierServiceId: number | null; effectiveFrom: string; percent: number },
) {
  await db
    .delete(fuelLevies)
    .where(
      and(
        eq(fuelLevies.carrierId, levy.carrierId),
        levy.carrierServiceId === null
          ? isNull(fuelLevies.carrierServiceId)
          : eq(fuelLevies.carrierServiceId, levy.carrierServiceId),
        eq(fuelLevies.effectiveFrom, levy.effectiveFrom),
      ),
    );
  await db.insert(fuelLevies).values(levy);
}

export async function upsertSurcharge(db: DbOrTx, row: Omit<SurchargeRow, 'updatedAt'>, now: Date) {
  await db
    .insert(serviceSurcharges)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [serviceSurcharges.carrierServiceId, serviceSurcharges.code],
      set: { basis: row.basis, amountCents: row.amountCents, description: row.description, updatedAt: now },
    });
}

export async function deleteSurcharge(db: DbOrTx, carrierServiceId: number, code: SurchargeRow['code']) {
  return deleteWhere(
    db,
    serviceSurcharges,
    and(eq(serviceSurcharges.carrierServiceId, carrierServiceId), eq(serviceSurcharges.code, code)),
    serviceSurcharges.code,
  );
}

export interface LaneJson {
  fromZone: string;
  toZone: string;
  reciprocal: boolean;
  basicCents: number;
  ratePerKgCents: number;
  minimumCents: number;
  weightBreaks: WeightBreak[];
  transitBusinessDays: number;
  cubicConversionKgPerM3: number | null;
}
export interface CardJson {
  account: string | null;
  effectiveFrom: string;
  cubicConversionKgPerM3: number | null;
  /** Only the lanes that can price the zone pair asked for. */
  lanes: LaneJson[];
}
export interface LevyJson {
  serviceId: number | null;
  effectiveFrom: string;
  percent: number;
}
export interface SurchargeJson {
  code: SurchargeCode;
  basis: 'perConsignment' | 'perItem';
  amountCents: number;
  description: string | null;
}

/** Lanes that price from -> to: written that way, or reciprocal and written the other way. */
const pairLanes = (from: SQL, to: SQL) => sql`coalesce((
  select json_agg(json_build_object(
    'fromZone', ${rateCardLanes.fromZone}, 'toZone', ${rateCardLanes.toZone}, 'reciprocal', ${rateCardLanes.reciprocal},
    'basicCents', ${rateCardLanes.basicCents}, 'ratePerKgCents', ${rateCardLanes.ratePerKgCents},
    'minimumCents', ${rateCardLanes.minimumCents}, 'weightBreaks', ${rateCardLanes.weightBreaks},
    'transitBusinessDays', ${rateCardLanes.transitBusinessDays},
    'cubicConversionKgPerM3', ${rateCardLanes.cubicConversionKgPerM3}
  ) order by ${rateCardLanes.id})
  from ${rateCardLanes}
  where ${rateCardLanes.rateCardId} = ${rateCards.id}
    and ((${rateCardLanes.fromZone} = ${from} and ${rateCardLanes.toZone} = ${to})
      or (${rateCardLanes.reciprocal} and ${rateCardLanes.fromZone} = ${to} and ${rateCardLanes.toZone} = ${from}))
), '[]'::json)`;

function prepareRatingRows(db: DbOrTx) {
  const from = sql`${sql.placeholder('from')}::text`;
  const to = sql`${sql.placeholder('to')}::text`;
  const rates = {
    ...agreedServiceColumns,
    cards: sql<CardJson[]>`coalesce((
        select json_agg(json_build_object(
          'account', ${rateCards.carrierChargeAccount}, 'effectiveFrom', ${rateCards.effectiveFrom},
          'cubicConversionKgPerM3', ${rateCards.cubicConversionKgPerM3}, 'lanes', ${pairLanes(from, to)}
        ) order by ${rateCards.id})
        from ${rateCards}
        where ${rateCards.carrierServiceId} = ${carrierServices.id}
          and (${rateCards.carrierChargeAccount} is null or ${rateCards.carrierChargeAccount} = ${agreedServices.carrierChargeAccount}
            or (${agreedServices.id} = ${sql.placeholder('chargedServiceId')}::integer
              and ${rateCards.carrierChargeAccount} = ${sql.placeholder('chargedAccount')}::text))
      ), '[]'::json)`,
    levies: sql<LevyJson[]>`coalesce((
        select json_agg(json_build_object(
          'serviceId', ${fuelLevies.carrierServiceId}, 'effectiveFrom', ${fuelLevies.effectiveFrom}, 'percent', ${fuelLevies.percent}
        ) order by ${fuelLevies.effectiveFrom}, ${fuelLevies.id})
        from ${fuelLevies}
        where ${fuelLevies.carrierId} = ${carriers.id}
          and (${fuelLevies.carrierServiceId} is null or ${fuelLevies.carrierServiceId} = ${carrierServices.id})
      ), '[]'::json)`,
    surcharges: sql<SurchargeJson[]>`coalesce((
        select json_agg(json_build_object(
          'code', ${serviceSurcharges.code}, 'basis', ${serviceSurcharges.basis},
          'amountCents', ${serviceSurcharges.amountCents}, 'description', ${serviceSurcharges.description}
        ))
        from ${serviceSurcharges}
        where ${serviceSurcharges.carrierServiceId} = ${carrierServices.id}
      ), '[]'::json)`,
  };
  return withCarrierServices(db.select(rates).from(agreedServices).$dynamic())
    .where(
      and(
        activeOfSite(sql.placeholder('siteId')),
        // one service alone (a booking's), or all of them
        sql`(${sql.placeholder('onlyId')}::integer is null or ${agreedServices.id} = ${sql.placeholder('onlyId')}::integer)`,
      ),
    )
    .orderBy(...byName)
    .prepare('carriers_rating_rows');
}

// Built once per database handle: the statement is long, and building it cost more than running it.
const ratingRows = perDatabase(prepareRatingRows);

/** A receiver's policy charging one agreed service's freight to another account. */
export interface ChargedAccount {
  agreedServiceId: number;
  account: string;
}

/**
 * Everything needed to price one zone pair with a site's active agreed services, in one round trip: each
 * service with its rate card versions (general, the agreed account's own, and those of an account a policy
 * charges instead) carrying only the lanes of the pair, its carrier's and its own fuel levies, and its
 * surcharges. Which version and levy apply on a date is left to the rating engine's rules.
 */
export async function findRatingRows(
  db: DbOrTx,
  siteId: number,
  from: string,
  to: string,
  charged: ChargedAccount | null,
  onlyAgreedServiceId: number | null = null,
) {
  return ratingRows(db).execute({
    siteId,
    from,
    to,
    chargedServiceId: charged?.agreedServiceId ?? null,
    chargedAccount: charged?.account ?? null,
    onlyId: onlyAgreedServiceId,
  });
}
