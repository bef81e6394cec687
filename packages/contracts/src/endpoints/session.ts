import { z } from 'zod';
import { csrfResponseSchema, sessionResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import { sessionRoutes } from '../routes/session';
import { apiErrorDocumentSchema } from '../errors';

/**
 * The session the app runs on: the CSRF token, the signed-in user, and signing out. Apart from the sign-in
 * endpoints, since every page loads these first.
 */
export const sessionEndpoints = {
  csrf: defineEndpoint({
    ...sessionRoutes.csrf,
    summary: 'The CSRF token',
    responses: { 200: csrfResponseSchema },
  }),
  session: defineEndpoint({
    ...sessionRoutes.session,
    summary: 'The signed-in user and session expiry',
    responses: { 200: sessionResponseSchema, 401: apiErrorDocumentSchema },
  }),
  signOut: defineEndpoint({
    ...sessionRoutes.signOut,
    summary: 'Signs out',
    responses: { 204: z.null() },
  }),
};
