import type { FastifyInstance, FastifyRequest } from 'fastify';
import { autoprintMessages, errorCodes } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import { siteForAgentKey } from './agent-keys.service';

export interface AgentAuth {
  siteId: number;
  keyId: number;
}

const agentAuths = new WeakMap<FastifyRequest, AgentAuth>();

export const agentUnauthenticated = (detail: string) =>
  new AppError({
    status: 401,
    code: errorCodes.unauthenticated,
    title: 'Unauthorized',
    detail,
    headers: { 'WWW-Authenticate': 'Bearer realm="print-agent"' },
  });

/** A preHandler for the print agent's routes: the bearer key names the site the agent prints for. */
export function agentAuthenticator(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
    if (!match?.[1]) throw agentUnauthenticated(autoprintMessages.missingKey);
    const found = await siteForAgentKey(app.db, match[1]);
    if (!found) throw agentUnauthenticated(autoprintMessages.invalidKey);
    agentAuths.set(request, { siteId: found.siteId, keyId: found.id });
  };
}

export function agentOf(request: FastifyRequest): AgentAuth {
  const auth = agentAuths.get(request);
  if (!auth) throw agentUnauthenticated(autoprintMessages.missingKey);
  return auth;
}
