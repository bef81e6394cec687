import type { FastifyInstance, FastifyRequest } from 'fastify';
import { autoprintMessages } from '@freight/contracts';
import { bearerKeyOf, bearerUnauthenticated } from '../../platform/security/bearer-key';
import { siteForAgentKey } from './agent-keys.service';

export interface AgentAuth {
  siteId: number;
  keyId: number;
}

const agentAuths = new WeakMap<FastifyRequest, AgentAuth>();

export const agentUnauthenticated = (detail: string) => bearerUnauthenticated('print-agent', detail);

/** A preHandler for the print agent's routes: the bearer key names the site the agent prints for. */
export function agentAuthenticator(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const key = bearerKeyOf(request);
    if (!key) throw agentUnauthenticated(autoprintMessages.missingKey);
    const found = await siteForAgentKey(app.db, key);
    if (!found) throw agentUnauthenticated(autoprintMessages.invalidKey);
    agentAuths.set(request, { siteId: found.siteId, keyId: found.id });
  };
}

export function agentOf(request: FastifyRequest): AgentAuth {
  const auth = agentAuths.get(request);
  if (!auth) throw agentUnauthenticated(autoprintMessages.missingKey);
  return auth;
}
