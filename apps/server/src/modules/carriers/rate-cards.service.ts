import { validateRateCard, type Lane } from '@freight/rules';
import { AppError } from '../../platform/errors/app-error';
import type { DbOrTx } from '../../platform/db/transaction';
import type { CarrierDeps, Ref } from './deps';
import * as rates from './rates.repository';
import { carrierByRef, serviceByRef } from './resolve';

const toRow = (lane: Lane): rates.NewLane => ({
  fromZone: lane.fromZone.trim().toUpperCase(),
  toZone: lane.toZone.trim().toUpperCase(),
  reciprocal: lane.reciprocal,
  basicCents: lane.basicCents,
  ratePerKgCents: lane.ratePerKgCents,
  minimumCents: lane.minimumCents,
  weightBreaks: [...(lane.weightBreaks ?? [])],
  transitBusinessDays: lane.transitBusinessDays,
  cubicConversionKgPerM3: lane.cubicConversionKgPerM3 ?? null,
});

/** Saves lanes already checked by validateRateCard as a card version, replacing one of the same date. */
export async function storeRateCard(
  db: DbOrTx,
  card: { carrierServiceId: number; account: string | null; effectiveFrom: string; source: string | null },
  lanes: readonly Lane[],
): Promise<number> {
  return rates.replaceRateCard(
    db,
    {
      carrierServiceId: card.carrierServiceId,
      carrierChargeAccount: card.account,
      effectiveFrom: card.effectiveFrom,
      source: card.source,
    },
    lanes.map(toRow),
  );
}

export interface SaveRateCardInput {
  carrier: Ref;
  service: Ref;
  /** Null: the service's general rates. */
  account: string | null;
  effectiveFrom: string;
  lanes: readonly Lane[];
  source?: string;
}

/** A rate card from code (the demo seed): checked by the engine's own validation first, then saved. */
export async function saveRateCard(deps: CarrierDeps, input: SaveRateCardInput): Promise<number> {
  const carrier = await carrierByRef(deps.db, input.carrier);
  const service = await serviceByRef(deps.db, carrier, input.service);
  const issues = validateRateCard({ effectiveFrom: input.effectiveFrom, lanes: input.lanes });
  if (issues.length > 0)
    throw AppError.validation(
      issues.map((issue) => ({
        pointer: issue.lane === null ? '/' : `/lanes/${issue.lane}`,
        detail: issue.message,
      })),
    );
  return storeRateCard(
    deps.db,
    {
      carrierServiceId: service.id,
      account: input.account,
      effectiveFrom: input.effectiveFrom,
      source: input.source ?? null,
    },
    input.lanes,
  );
}
