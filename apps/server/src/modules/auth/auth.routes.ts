import type { FastifyReply, FastifyRequest } from 'fastify';
import { useZod } from '../../platform/http/zod-scope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorDocumentSchema,
  changePasswordRequestSchema,
  completeNewPasswordRequestSchema,
  CSRF_COOKIE,
  csrfResponseSchema,
  forgotPasswordConfirmRequestSchema,
  forgotPasswordConfirmResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  mfaPreferenceResponseSchema,
  mfaSetupResponseSchema,
  mfaVerifyRequestSchema,
  passwordResetMessages,
  sessionResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
} from '@freight/contracts';
import { sessionOf } from '../../platform/session/authenticate';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../platform/session/session-cookie';
import * as auth from './auth.service';

const CHALLENGE_COOKIE = 'auth_challenge';
const errors = {
  400: apiErrorDocumentSchema,
  401: apiErrorDocumentSchema,
  422: apiErrorDocumentSchema,
  429: apiErrorDocumentSchema,
};

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

  app.get('/csrf', { schema: { response: { 200: csrfResponseSchema } } }, async (request) => ({
    csrfToken: request.cookies[CSRF_COOKIE] ?? '',
  }));

  app.post(
    '/sign-in',
    { schema: { body: signInRequestSchema, response: { 200: signInResponseSchema, ...errors } } },
    async (request, reply) =>
      answer(reply, await auth.signIn(deps, { ...request.body, userAgent: userAgent(request) })),
  );

  app.post(
    '/mfa/verify',
    { schema: { body: mfaVerifyRequestSchema, response: { 200: signInResponseSchema, ...errors } } },
    async (request, reply) =>
      answer(
        reply,
        await auth.verifyMfa(deps, {
          challengeToken: request.cookies[CHALLENGE_COOKIE],
          code: request.body.code,
          userAgent: userAgent(request),
        }),
      ),
  );

  app.post(
    '/complete-new-password',
    {
      schema: { body: completeNewPasswordRequestSchema, response: { 200: signInResponseSchema, ...errors } },
    },
    async (request, reply) =>
      answer(
        reply,
        await auth.completeNewPassword(deps, {
          challengeToken: request.cookies[CHALLENGE_COOKIE],
          newPassword: request.body.newPassword,
          userAgent: userAgent(request),
        }),
      ),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        body: forgotPasswordRequestSchema,
        response: { 200: forgotPasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(deps, request.body);
      return {
        result: 'codeSent' as const,
        deliveryMedium: 'EMAIL' as const,
        message: passwordResetMessages.instruction,
      };
    },
  );

  app.post(
    '/forgot-password/confirm',
    {
      schema: {
        body: forgotPasswordConfirmRequestSchema,
        response: { 200: forgotPasswordConfirmResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.confirmPasswordReset(deps, request.body);
      clearSessionCookie(reply, secure);
      return { result: 'passwordReset' as const };
    },
  );

  app.get(
    '/session',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: sessionResponseSchema, 401: apiErrorDocumentSchema } },
    },
    async (request) => {
      // the user was read with the session: no second round trip
      const session = sessionOf(request);
      return { user: session.user, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: app.authenticate,
      schema: { body: changePasswordRequestSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await auth.changePassword(deps, sessionOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post('/sign-out', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
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

  app.post(
    '/mfa/setup',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: mfaSetupResponseSchema, 401: apiErrorDocumentSchema } },
    },
    async (request) => auth.beginTotpSetup(deps, sessionOf(request).userId),
  );

  app.post(
    '/mfa/setup/verify',
    {
      preHandler: app.authenticate,
      schema: { body: mfaVerifyRequestSchema, response: { 200: mfaPreferenceResponseSchema, ...errors } },
    },
    async (request) => auth.verifyTotpSetup(deps, sessionOf(request).userId, request.body.code),
  );
};
