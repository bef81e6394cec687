import type { telemetryActions } from '@freight/contracts';
import {
  ANONYMOUS_TELEMETRY_MAX_EVENTS,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_SESSION_SAMPLE_RATE,
  telemetryRoutes,
  type TelemetryEvent,
  type TelemetryKind,
} from '@freight/contracts';
import { ApiRequestError } from './api-error';
import { session } from './browser-storage';
import { callEndpoint, deferEndpoints } from './endpoint-client';
import { randomUuid } from './random-id';

const endpoints = deferEndpoints(telemetryRoutes, () =>
  import('@freight/contracts/endpoints/telemetry').then((module) => module.telemetryEndpoints),
);

/** How long events wait to be sent together. */
const FLUSH_MS = 5000;
const SESSION_KEY = 'freight.telemetry-session';

export type TelemetryAction = (typeof telemetryActions)[number];

/** A random id per tab session; nothing about the person. */
function sessionId(): string {
  const known = session.get(SESSION_KEY);
  if (known) return known;
  const made = randomUuid();
  session.set(SESSION_KEY, made);
  return made;
}

/** A path with its ids replaced, so a page view names the screen, not the record: `/site/:id/consignment/:id`. */
export const routePattern = (pathname: string) =>
  pathname.replace(/\/(\d+|[0-9a-f-]{36}|[A-Za-z0-9_-]{20,})(?=\/|$)/g, '/:id');

let queue: TelemetryEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
// W20: every session is recorded
const sampled = Math.random() < TELEMETRY_SESSION_SAMPLE_RATE;

/** Whether a user is signed in, as the app last knew it; nobody until the app says how to tell. */
let signedIn: () => boolean = () => false;

/**
 * How telemetry tells whether a user is signed in. Only a signed-in user's events go to the user's endpoint: on a
 * page met signed out (sign-in, public tracking, the carrier's pickup page) that endpoint would only answer 401, so
 * there the errors go without a user and the rest is dropped. Returns the undoing.
 */
export function setTelemetrySession(isSignedIn: () => boolean): () => void {
  signedIn = isSignedIn;
  return () => {
    if (signedIn === isSignedIn) signedIn = () => false;
  };
}

/** Sends what is queued, a batch at a time; a failure drops the batch (telemetry never gets in the user's way). */
export async function flushTelemetry(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const events = queue.slice(0, TELEMETRY_MAX_EVENTS);
    queue = queue.slice(TELEMETRY_MAX_EVENTS);
    if (!signedIn()) {
      await sendSignedOut(events);
      continue;
    }
    try {
      await callEndpoint(endpoints.record, { body: { events } });
    } catch (error) {
      // the session ended since it was last checked: the errors still go, with no user; offline or limited: lost,
      // as a beacon's would be
      if (error instanceof ApiRequestError && error.status === 401) await sendSignedOut(events);
    }
  }
}

/** Errors and failed requests met signed out (sign-in, public tracking, the carrier's pickup page). */
async function sendSignedOut(events: readonly TelemetryEvent[]): Promise<void> {
  const errors = events.flatMap((event) =>
    event.kind === 'error' || event.kind === 'failedRequest' ? [{ ...event, kind: event.kind }] : [],
  );
  for (let start = 0; start < errors.length; start += ANONYMOUS_TELEMETRY_MAX_EVENTS) {
    try {
      await callEndpoint(endpoints.recordErrors, {
        body: { events: errors.slice(start, start + ANONYMOUS_TELEMETRY_MAX_EVENTS) },
      });
    } catch {
      return;
    }
  }
}

/** Queues an event; the queue goes at the next pause, or at once when a batch is full. */
export function record(kind: TelemetryKind, name: string, extra: { pointer?: string; detail?: string } = {}) {
  if (!sampled || typeof window === 'undefined') return;
  queue.push({
    kind,
    name: name.slice(0, 200) || 'unknown',
    occurredAt: new Date().toISOString(),
    ...(extra.pointer ? { pointer: extra.pointer.slice(0, 300) } : {}),
    ...(extra.detail ? { detail: extra.detail.slice(0, 1000) } : {}),
    version: __APP_VERSION__,
    sessionId: sessionId(),
  });
  if (queue.length >= TELEMETRY_MAX_EVENTS) void flushTelemetry();
  else timer ??= setTimeout(() => void flushTelemetry(), FLUSH_MS);
}

/** A key action (issue 17): consignment created, quote chosen, document opened, search used. */
export const recordAction = (action: TelemetryAction) => record('action', action);

export const recordPageView = (pathname: string) => record('pageView', routePattern(pathname));

/** What is queued and not yet sent. */
export function pendingTelemetry(): readonly TelemetryEvent[] {
  return queue;
}

/** Drops what is queued, unsent: a test's events never reach the next test. */
export function discardTelemetry(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  queue = [];
}
