import type { FastifyRequest } from 'fastify';
import { orderMessages } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { bearerUnauthenticated, requireBearerKey } from '../../platform/security/bearer-key';
import { siteForKey } from './site-api-keys.service';

export interface SiteKeyAuth {
  siteId: number;
  keyId: number;
}

const unauthenticated = (detail: string) => bearerUnauthenticated('site', detail);

/** Whether the request presents a bearer key (and so is not a browser session's request). */
export function hasBearerKey(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return typeof header === 'string' && /^Bearer\s/i.test(header.trim());
}

/** The site a request's bearer key acts for; 401 when the key is missing, malformed, unknown or revoked. */
export async function siteOfKey(db: DbOrTx, request: FastifyRequest, now: Date): Promise<SiteKeyAuth> {
  const found = await requireBearerKey(request, 'site', orderMessages, (key) => siteForKey(db, key, now));
  return { siteId: found.ownerId, keyId: found.id };
}

export const missingCredentials = () => unauthenticated(orderMessages.missingKey);
