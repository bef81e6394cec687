/** How often an agent reports; it stays the active agent while it reports within the window. */
export const HEARTBEAT_SECONDS = 10;
export const ACTIVE_WINDOW_MS = 3 * HEARTBEAT_SECONDS * 1000;
/** A leased job comes back to the queue when its agent has not acknowledged it by then. */
export const PRINT_LEASE_MS = 60_000;
/** Jobs handed to an agent per poll. */
export const JOBS_PER_POLL = 20;
