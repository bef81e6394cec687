import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { TelemetryEvent, TelemetryKind } from '@freight/contracts';
import { telemetryEvents } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';

/** A batch in one statement. */
export async function insertEvents(db: DbOrTx, userId: string | null, events: readonly TelemetryEvent[]) {
  await db.insert(telemetryEvents).values(
    events.map((event) => ({
      userId,
      kind: event.kind,
      name: event.name,
      pointer: event.pointer ?? null,
      detail: event.detail ?? null,
      version: event.version,
      sessionId: event.sessionId,
      occurredAt: new Date(event.occurredAt),
    })),
  );
}

/** The most frequent events of a kind since a moment: by name and pointer, with how many users met each. */
export async function topEvents(db: DbOrTx, kind: TelemetryKind, since: Date, limit: number) {
  const e = telemetryEvents;
  return db
    .select({
      name: e.name,
      pointer: e.pointer,
      events: count().as('events'),
      users: sql<number>`count(distinct ${e.userId})::int`,
      last: sql<Date>`max(${e.receivedAt})`.mapWith(e.receivedAt),
    })
    .from(e)
    .where(and(eq(e.kind, kind), gte(e.receivedAt, since)))
    .groupBy(e.name, e.pointer)
    .orderBy(desc(sql`events`), e.name)
    .limit(limit);
}
