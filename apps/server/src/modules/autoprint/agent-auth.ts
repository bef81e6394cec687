import { autoprintMessages } from '@freight/contracts';
import { bearerGuard, bearerUnauthenticated } from '../../platform/security/bearer-key';
import { siteForAgentKey } from './agent-keys.service';

export interface AgentAuth {
  siteId: number;
  keyId: number;
}

export const agentUnauthenticated = (detail: string) => bearerUnauthenticated('print-agent', detail);

const guard = bearerGuard<AgentAuth>('print-agent', autoprintMessages, async (app, key) => {
  const found = await siteForAgentKey(app.db, key);
  return found && { siteId: found.siteId, keyId: found.id };
});

/** A preHandler for the print agent's routes: the bearer key names the site the agent prints for. */
export const agentAuthenticator = guard.authenticator;

/** The agent of a route guarded by `agentAuthenticator`. */
export const agentOf = guard.of;
