import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TelemetryKind } from '@freight/contracts';
import { users } from './identity';

/** DESIGN 5b: the app's own analytics and error reports, as the browser sent them, with the session's user. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TelemetryKind>().notNull(),
    name: text('name').notNull(),
    pointer: text('pointer'),
    detail: text('detail'),
    version: text('version').notNull(),
    sessionId: text('session_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telemetry_events_kind_received_idx').on(t.kind, t.receivedAt)],
);
