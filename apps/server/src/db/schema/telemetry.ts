import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TelemetryKind } from '@freight/contracts';
import { users } from './identity';
import { serialId, instant } from './columns';

/** DESIGN 5b: the app's own analytics and error reports, as the browser sent them, with the session's user. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: serialId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TelemetryKind>().notNull(),
    name: text('name').notNull(),
    pointer: text('pointer'),
    detail: text('detail'),
    version: text('version').notNull(),
    sessionId: text('session_id').notNull(),
    occurredAt: instant('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [index('telemetry_events_kind_received_idx').on(t.kind, t.receivedAt)],
);
