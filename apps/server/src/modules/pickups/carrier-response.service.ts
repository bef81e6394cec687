/**
 * Spec 2, 4, 7: the carrier's answer through its link, without a session. The token is the only key: unknown,
 * superseded and expired tokens all answer 404 alike. 403 is an answer already given (the page shows it as
 * success); 409 is an answer given the other way.
 */
import { errorCodes, pickupMessages, type CarrierPickup, type CarrierPickupAnswer } from '@freight/contracts';
import type { z } from 'zod';
import type { carrierPickupAnswerSchema } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import { hashToken } from '../../platform/security/tokens';
import { setPickupRequestStatus } from '../consignments';
import type { PickupDeps } from './pickup-deps';
import * as repo from './pickups.repository';

type Answer = z.output<typeof carrierPickupAnswerSchema>['data'];
export type { CarrierPickupAnswer };

const invalidLink = () => AppError.notFound(pickupMessages.invalidLink);

function toCarrierPickup(row: repo.PickupRequestRow): CarrierPickup {
  return {
    ...row.summary,
    confirmation: row.confirmedAt
      ? { confirmedAt: row.confirmedAt.toISOString(), carrierReference: row.carrierReference }
      : null,
    rejection: row.rejectedAt ? { rejectedAt: row.rejectedAt.toISOString(), reason: row.rejectReason } : null,
  };
}

const isLive = (row: repo.PickupRequestRow, now: Date) =>
  row.supersededAt === null && row.expiresAt.getTime() > now.getTime();

/** Spec 7: GET v0/pickups/confirmation/{token}. */
export async function viewCarrierPickup(deps: PickupDeps, token: string): Promise<CarrierPickup> {
  const row = await repo.findRequestByToken(deps.db, hashToken(token));
  if (!row || !isLive(row, deps.clock.now())) throw invalidLink();
  return toCarrierPickup(row);
}

/** Spec 7: PUT v0/pickups/confirmation/{token}. */
export async function answerCarrierPickup(
  deps: PickupDeps,
  token: string,
  answer: Answer,
): Promise<CarrierPickup> {
  const tokenHash = hashToken(token);
  const now = deps.clock.now();
  const given = answer.confirm
    ? { confirm: true as const, reference: answer.confirmationReference ?? null }
    : { confirm: false as const, reason: answer.rejectReason ?? null };
  const answered = await deps.db.transaction(async (tx) => {
    const row = await repo.answerRequest(tx, tokenHash, now, given);
    if (!row) return null;
    const status = row.status === 'confirmed' ? 'confirmed' : 'rejected';
    const pickup = await repo.updatePickup(tx, row.pickupId, { status, updatedAt: now });
    if (pickup) await setPickupRequestStatus(tx, pickup.consignmentIds, row.id, status, now);
    return row;
  });
  if (answered) return toCarrierPickup(answered);
  const row = await repo.findRequestByToken(deps.db, tokenHash);
  if (!row || !isLive(row, now)) throw invalidLink();
  const wanted = answer.confirm ? 'confirmed' : 'rejected';
  if (row.status !== wanted)
    throw AppError.conflict(errorCodes.conflict, pickupMessages.responseChangeFailed);
  throw AppError.forbidden('This pickup request has already been answered.');
}
