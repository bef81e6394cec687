/** DESIGN 5b: first-party telemetry. At most this many events a request, and this many requests a minute. */
export const TELEMETRY_MAX_EVENTS = 50;
export const TELEMETRY_MAX_BODY_BYTES = 64 * 1024;
export const TELEMETRY_REQUESTS_PER_MINUTE = 30;
/** W20: every session is recorded. */
export const TELEMETRY_SESSION_SAMPLE_RATE = 1;

/**
 * Errors met before sign-in (the sign-in, public tracking and carrier pickup pages): only errors and failed
 * requests, a few at a time, counted per client address, stored with no user.
 */
export const ANONYMOUS_TELEMETRY_MAX_EVENTS = 10;
export const ANONYMOUS_TELEMETRY_REQUESTS_PER_MINUTE = 10;
