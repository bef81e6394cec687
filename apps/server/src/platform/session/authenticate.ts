import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes, signInMessages, type SessionUser } from '@freight/contracts';
import { AppError } from '../errors/app-error';
import { onlyReads } from '../http/read-requests';
import { hashToken } from '../security/tokens';
import { AUTH_CHANGED_CHANNEL, SessionCache } from './session-cache';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import { findActiveSession, touchDue, touchSession, type ActiveSession } from './session-store';

export interface AuthContext {
  userId: string;
  username: string;
  sessionId: string;
  expiresAt: Date;
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
    /** The sessions this process has checked (see SessionCache). */
    sessionCache: SessionCache;
  }
}

/**
 * Resolves the session cookie into `request.auth`, sliding its expiry; 401 when absent or ended. A session this
 * process checked recently is answered from its cache, which database notifications keep current.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  let subscribed = false;
  const cache = new SessionCache({ listening: () => subscribed && app.notifications.listening });
  app.decorate('sessionCache', cache);
  app.addHook('onReady', async () => {
    await app.notifications.on(AUTH_CHANGED_CHANNEL, (payload) => cache.changed(payload));
    subscribed = true;
  });
  // A user's own change (sign-out, profile, MFA, password, terms) shows on their next request even when it comes
  // before this process hears the notification: their copies go as the answer leaves.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.auth && !onlyReads(request)) cache.changed(request.auth.userId);
    done(null, payload);
  });

  async function activeSession(tokenHash: string, now: Date): Promise<ActiveSession | null> {
    const kept = cache.get(tokenHash, now);
    if (kept) return kept;
    const readStarted = cache.readStarted();
    const session = await findActiveSession(app.db, tokenHash, now);
    if (session) cache.keep(tokenHash, session, readStarted, now);
    return session;
  }

  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw AppError.unauthenticated();
    const now = app.clock.now();
    const tokenHash = hashToken(token);
    const session = await activeSession(tokenHash, now);
    if (!session) {
      clearSessionCookie(reply, app.secureCookies);
      throw AppError.unauthenticated(signInMessages.sessionExpired, errorCodes.sessionExpired);
    }
    let expiresAt = session.expiresAt;
    if (touchDue(session, now)) {
      expiresAt = await touchSession(app.db, session, app.config.sessionIdleMinutes, now);
      cache.touched(tokenHash, now, expiresAt);
    }
    request.auth = {
      userId: session.userId,
      username: session.username,
      sessionId: session.sessionId,
      expiresAt,
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
