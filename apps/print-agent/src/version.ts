/** Reported to the server with every heartbeat; raise it with each release of the agent. */
export const AGENT_VERSION = '1.0.0';
