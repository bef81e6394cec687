import { z } from 'zod';

import { ANONYMOUS_TELEMETRY_MAX_EVENTS, TELEMETRY_MAX_EVENTS } from './telemetry-limits';

// the limits hold no schema, so a screen that needs only them loads no zod
export * from './telemetry-limits';

export const telemetryKinds = ['pageView', 'action', 'validation', 'error', 'failedRequest'] as const;
export type TelemetryKind = (typeof telemetryKinds)[number];

/** The key actions recorded (issue 17). */
export const telemetryActions = [
  'consignmentCreated',
  'quoteChosen',
  'documentOpened',
  'searchUsed',
] as const;

const text = (max: number) => z.string().max(max);

/**
 * One event. No personal data: a page view names the route pattern (ids replaced), a validation event its code
 * and key-based pointer, an error its message and where; the user is the session's, never the client's say.
 */
export const telemetryEventSchema = z.object({
  kind: z.enum(telemetryKinds),
  /** The route pattern, action name, error code or request path pattern. */
  name: text(200).min(1),
  occurredAt: z.iso.datetime(),
  /** W15-W18: a validation event's source pointer, keyed. */
  pointer: text(300).optional(),
  /** An error's message or a failed request's status. */
  detail: text(1000).optional(),
  /** The app's build version (W19: errors carry it). */
  version: text(100),
  /** A random id per browser tab session. */
  sessionId: text(100),
});
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

export const telemetryBatchSchema = z.object({
  events: z.array(telemetryEventSchema).min(1).max(TELEMETRY_MAX_EVENTS),
});
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

export const anonymousTelemetryKinds = ['error', 'failedRequest'] as const satisfies readonly TelemetryKind[];

export const anonymousTelemetryBatchSchema = z.object({
  events: z
    .array(telemetryEventSchema.extend({ kind: z.enum(anonymousTelemetryKinds) }))
    .min(1)
    .max(ANONYMOUS_TELEMETRY_MAX_EVENTS),
});

export const telemetryAcceptedSchema = z.object({ accepted: z.int() });
