import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes, signInMessages, type SessionUser } from '@freight/contracts';
import { AppError } from '../errors/app-error';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import { findActiveSession, touchSession } from './session-store';

export interface AuthContext {
  userId: string;
  username: string;
  sessionId: string;
  expiresAt: Date;
  /** The context version as the session was checked (see context_version), before anything else is read. */
  contextVersion: number;
  /** The user as GET /api/auth/session shows them, read with the session. */
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler for every route that needs a signed-in user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Resolves the session cookie into `request.auth`, sliding its expiry; 401 when absent or ended. */
export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw AppError.unauthenticated();
    const now = app.clock.now();
    const session = await findActiveSession(app.db, token, now);
    if (!session) {
      clearSessionCookie(reply, app.secureCookies);
      throw AppError.unauthenticated(signInMessages.sessionExpired, errorCodes.sessionExpired);
    }
    const expiresAt = await touchSession(app.db, session, app.config.sessionIdleMinutes, now);
    request.auth = {
      userId: session.userId,
      username: session.username,
      sessionId: session.sessionId,
      expiresAt,
      contextVersion: session.contextVersion,
      user: {
        id: session.userId,
        username: session.username,
        fullName: session.fullName,
        email: session.email,
        phone: session.phone,
        preferredMfa: session.preferredMfa ?? 'NOMFA',
      },
    };
  });
});

/** The signed-in user of a route guarded by `app.authenticate`. */
export function sessionOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthenticated();
  return request.auth;
}
