/** Fuel levies by date (a carrier's, or one service's) and a service's surcharge schedule. */
import { surchargeBases } from '@freight/contracts';
import { SURCHARGE_CODES, type SurchargeCode } from '@freight/rules';
import type { CarrierDeps, Ref } from './deps';
import * as rates from './rates.repository';
import { carrierByRef, serviceByRef } from './resolve';
import { invalid, isoDate, oneOf, wholeNumber } from './validate';

export interface FuelLevyInput {
  carrier: Ref;
  /** Absent: the carrier's levy, for every service without one of its own. */
  service?: Ref;
  percent: number;
  effectiveFrom: string;
}

export async function setFuelLevy(deps: CarrierDeps, input: FuelLevyInput) {
  const carrier = await carrierByRef(deps.db, input.carrier);
  const service = input.service === undefined ? null : await serviceByRef(deps.db, carrier, input.service);
  if (
    !Number.isFinite(input.percent) ||
    input.percent < 0 ||
    input.percent > 100 ||
    Math.round(input.percent * 1e4) !== input.percent * 1e4
  )
    throw invalid('percent', 'The levy is a percent from 0 to 100 with at most 4 decimal places');
  const effectiveFrom = isoDate(input.effectiveFrom, 'effectiveFrom');
  await rates.upsertFuelLevy(deps.db, {
    carrierId: carrier.id,
    carrierServiceId: service?.id ?? null,
    effectiveFrom,
    percent: input.percent,
  });
  return { carrier, service, percent: input.percent, effectiveFrom };
}

export interface SurchargeInput {
  carrier: Ref;
  service: Ref;
  code: string;
  /** Null removes the surcharge. */
  amountCents: number | null;
  basis?: string;
  description?: string;
}

export async function setSurcharge(deps: CarrierDeps, input: SurchargeInput) {
  const carrier = await carrierByRef(deps.db, input.carrier);
  const service = await serviceByRef(deps.db, carrier, input.service);
  const code: SurchargeCode = oneOf(input.code, SURCHARGE_CODES, 'code');
  if (input.amountCents === null) {
    const removed = await rates.deleteSurcharge(deps.db, service.id, code);
    return { carrier, service, code, removed };
  }
  const amountCents = wholeNumber(input.amountCents, 'amount', 0, 10_000_000);
  const basis = oneOf(input.basis ?? 'perConsignment', surchargeBases, 'basis');
  const description = input.description?.trim() || null;
  await rates.upsertSurcharge(
    deps.db,
    { carrierServiceId: service.id, code, basis, amountCents, description },
    deps.clock.now(),
  );
  return { carrier, service, code, removed: false };
}
