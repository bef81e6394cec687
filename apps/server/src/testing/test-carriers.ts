import * as carriers from '../modules/carriers';

/** A rate card lane both ways between two zones: basic, per kg and minimum in cents, then business days. */
export const lane = (
  fromZone: string,
  toZone: string,
  basicCents: number,
  ratePerKgCents: number,
  minimumCents: number,
  days: number,
) => ({
  fromZone,
  toZone,
  reciprocal: true,
  basicCents,
  ratePerKgCents,
  minimumCents,
  transitBusinessDays: days,
});

type ServiceInput = Parameters<typeof carriers.addService>[1];

export interface TestCarrier {
  carrier: Parameters<typeof carriers.addCarrier>[1];
  service: Omit<ServiceInput, 'carrier'>;
  /** The rate card's first day; its lanes are the carrier's own rates (no account). */
  effectiveFrom: string;
  lanes: ReturnType<typeof lane>[];
}

/** Adds a carrier with one service and the service's rate card. */
export async function addRatedCarrier(deps: carriers.CarrierDeps, spec: TestCarrier): Promise<void> {
  const carrier = spec.carrier.name;
  await carriers.addCarrier(deps, spec.carrier);
  await carriers.addService(deps, { ...spec.service, carrier });
  await carriers.saveRateCard(deps, {
    carrier,
    service: spec.service.name,
    account: null,
    effectiveFrom: spec.effectiveFrom,
    lanes: spec.lanes,
  });
}

/** Grants a carrier's service to a site on the account; answers the agreed service's id. */
export async function grantService(
  deps: carriers.CarrierDeps,
  site: number,
  [carrier, service]: readonly [string, string],
  account: string,
): Promise<number> {
  return (await carriers.grantAgreedService(deps, { site, carrier, service, carrierChargeAccount: account }))
    .agreed.id;
}
