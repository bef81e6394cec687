import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authEndpoints as endpoints,
  CSRF_COOKIE,
  passwordResetMessages,
  sessionEndpoints,
} from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../platform/session/session-cookie';
import * as auth from './auth.service';

const CHALLENGE_COOKIE = 'auth_challenge';

/** Spec 7, sign-in and the session: registered from their descriptors, under /api/auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const deps = { db: app.db, clock: app.clock, mailer: app.mailer, config: app.config };
  const secure = app.secureCookies;

  /** Turns a sign-in outcome into cookies and the public answer. */
  function answer(reply: FastifyReply, outcome: auth.SignInOutcome) {
    if (outcome.session) {
      setSessionCookie(reply, outcome.session.token, secure);
      reply.clearCookie(CHALLENGE_COOKIE, { path: '/api/auth' });
    } else if (outcome.challenge) {
      reply.setCookie(CHALLENGE_COOKIE, outcome.challenge.token, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        expires: outcome.challenge.expiresAt,
      });
    }
    return { result: outcome.result, ...(outcome.username ? { username: outcome.username } : {}) };
  }
  const userAgent = (request: FastifyRequest) => request.headers['user-agent'];
  /** The second step of a sign-in: the challenge its first step set as a cookie, from the same browser. */
  const challengeOf = (request: FastifyRequest) => ({
    challengeToken: request.cookies[CHALLENGE_COOKIE],
    userAgent: userAgent(request),
  });

  const signedIn = { preHandler: app.authenticate };

  serve(app, sessionEndpoints.csrf, async (request) => ({ csrfToken: request.cookies[CSRF_COOKIE] ?? '' }));

  serve(app, endpoints.signIn, async (request, reply) =>
    answer(reply, await auth.signIn(deps, { ...request.body, userAgent: userAgent(request) })),
  );

  serve(app, endpoints.verifyMfa, async (request, reply) =>
    answer(reply, await auth.verifyMfa(deps, { ...challengeOf(request), code: request.body.code })),
  );

  serve(app, endpoints.completeNewPassword, async (request, reply) =>
    answer(
      reply,
      await auth.completeNewPassword(deps, {
        ...challengeOf(request),
        newPassword: request.body.newPassword,
      }),
    ),
  );

  serve(app, endpoints.forgotPassword, async (request) => {
    await auth.requestPasswordReset(deps, request.body);
    return {
      result: 'codeSent' as const,
      deliveryMedium: 'EMAIL' as const,
      message: passwordResetMessages.instruction,
    };
  });

  serve(app, endpoints.confirmForgotPassword, async (request, reply) => {
    await auth.confirmPasswordReset(deps, request.body);
    clearSessionCookie(reply, secure);
    return { result: 'passwordReset' as const };
  });

  serve(
    app,
    sessionEndpoints.session,
    async (request) => {
      // the user was read with the session: no second round trip
      const session = sessionOf(request);
      return { user: session.user, expiresAt: session.expiresAt.toISOString() };
    },
    signedIn,
  );

  serve(
    app,
    endpoints.changePassword,
    async (request, reply) => {
      await auth.changePassword(deps, sessionOf(request), request.body);
      return reply.status(204).send(null);
    },
    signedIn,
  );

  serve(app, sessionEndpoints.signOut, async (request, reply) => {
    if (request.cookies[SESSION_COOKIE]) {
      try {
        await app.authenticate(request, reply);
      } catch {
        // Already ended: signing out still clears the browser's cookies.
      }
      if (request.auth) await auth.signOut(deps, request.auth.userId);
    }
    clearSessionCookie(reply, secure);
    reply.clearCookie(CHALLENGE_COOKIE, { path: '/api/auth' });
    return reply.status(204).send(null);
  });

  serve(
    app,
    endpoints.setupMfa,
    async (request) => auth.beginTotpSetup(deps, sessionOf(request).userId),
    signedIn,
  );

  serve(
    app,
    endpoints.verifyMfaSetup,
    async (request) => auth.verifyTotpSetup(deps, sessionOf(request).userId, request.body.code),
    signedIn,
  );
};
