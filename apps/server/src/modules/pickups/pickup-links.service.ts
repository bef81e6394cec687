/** For support staff: a requested pickup's links again, as a fresh request to the same service (tokens are kept hashed). */
import { AppError } from '../../platform/errors/app-error';
import { bookedConsignments, evaluateServices } from './pickup-evaluation';
import type { RequestDeps } from './pickup-deps';
import { sendPickupRequest } from './pickup-request.service';
import * as repo from './pickups.repository';

export async function resendPickupLinks(deps: RequestDeps, pickupId: number) {
  const row = await repo.findPickup(deps.db, pickupId);
  if (!row) throw AppError.notFound(`Pickup ${pickupId} not found`);
  if (row.agreedServiceId === null) throw AppError.notFound(`Pickup ${pickupId} has not been requested`);
  // the service is the one already chosen: evaluated for its names and account, not re-judged
  const booked = await bookedConsignments(deps.db, row);
  const services = await evaluateServices(deps.db, row, booked, deps.clock.now());
  const chosen = services.find((s) => s.agreed.agreedServiceId === row.agreedServiceId);
  if (!chosen) throw AppError.notFound(`The service of pickup ${pickupId} is no longer the site's`);
  const { links } = await sendPickupRequest(
    deps,
    row,
    chosen,
    booked,
    row.dangerousGoodsDeclaration ?? { excludesDangerousGoods: !row.hasDangerousGoods },
  );
  return links;
}
