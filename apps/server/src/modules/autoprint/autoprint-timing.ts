/** How often an agent reports; it stays the active agent while it reports within the window. */
export const HEARTBEAT_SECONDS = 10;
export const ACTIVE_WINDOW_MS = 3 * HEARTBEAT_SECONDS * 1000;
/** A leased job comes back to the queue when its agent has not acknowledged it by then. */
export const PRINT_LEASE_MS = 60_000;
/** Where queued jobs created before expire (see PRINT_JOBS_EXPIRE_MINUTES); null when they never do. */
export const expiryCutoff = (now: Date, expireMs: number | undefined) =>
  expireMs ? new Date(now.getTime() - expireMs) : null;
/** Jobs handed to an agent per poll. */
export const JOBS_PER_POLL = 20;
