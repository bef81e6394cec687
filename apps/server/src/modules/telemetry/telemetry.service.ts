import type { TelemetryBatch, TelemetryKind } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import * as repo from './telemetry.repository';

/**
 * Stores a batch as the signed-in user's (the session's, whatever the browser might claim), or as no one's for
 * errors met signed out.
 */
export async function recordTelemetry(
  db: DbOrTx,
  userId: string | null,
  batch: TelemetryBatch,
): Promise<number> {
  await repo.insertEvents(db, userId, batch.events);
  return batch.events.length;
}

/** For support staff (admin CLI): e.g. the ten most frequent validation errors of the last seven days. */
export function mostFrequent(db: DbOrTx, options: { kind: TelemetryKind; since: Date; limit: number }) {
  return repo.topEvents(db, options.kind, options.since, options.limit);
}
