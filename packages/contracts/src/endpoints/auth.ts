import { z } from 'zod';
import {
  changePasswordRequestSchema,
  completeNewPasswordRequestSchema,
  csrfResponseSchema,
  forgotPasswordConfirmRequestSchema,
  forgotPasswordConfirmResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  mfaPreferenceResponseSchema,
  mfaSetupResponseSchema,
  mfaVerifyRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
} from '../auth';
import { defineEndpoint } from '../endpoint';
import { apiErrorDocumentSchema } from '../errors';

const errors = {
  400: apiErrorDocumentSchema,
  401: apiErrorDocumentSchema,
  422: apiErrorDocumentSchema,
  429: apiErrorDocumentSchema,
};

/** Spec 7, sign-in and the session (base /api/auth): passwords, MFA, password reset and the CSRF token. */
export const authEndpoints = {
  csrf: defineEndpoint({
    method: 'GET',
    path: '/api/auth/csrf',
    summary: 'The CSRF token that unsafe requests carry in their header',
    responses: { 200: csrfResponseSchema },
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    summary: 'Signs in with a username and password: a session, or the MFA or new-password challenge',
    body: signInRequestSchema,
    responses: { 200: signInResponseSchema, ...errors },
  }),
  verifyMfa: defineEndpoint({
    method: 'POST',
    path: '/api/auth/mfa/verify',
    summary: "Answers the sign-in's MFA challenge with a one-time code",
    body: mfaVerifyRequestSchema,
    responses: { 200: signInResponseSchema, ...errors },
  }),
  completeNewPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/complete-new-password',
    summary: "Answers the sign-in's new-password challenge with the user's own password",
    body: completeNewPasswordRequestSchema,
    responses: { 200: signInResponseSchema, ...errors },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Sends a password reset code by email (the same answer whether the user exists or not)',
    body: forgotPasswordRequestSchema,
    responses: { 200: forgotPasswordResponseSchema, ...errors },
  }),
  confirmForgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password/confirm',
    summary: 'Sets a new password with the emailed reset code',
    body: forgotPasswordConfirmRequestSchema,
    responses: { 200: forgotPasswordConfirmResponseSchema, ...errors },
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/api/auth/session',
    summary: 'The signed-in user and when the session expires',
    responses: { 200: sessionResponseSchema, 401: apiErrorDocumentSchema },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    summary: "Changes the signed-in user's password, given the current one",
    body: changePasswordRequestSchema,
    responses: { 204: z.null(), ...errors },
  }),
  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    summary: "Ends the session, if any, and clears the browser's session cookies",
    responses: { 204: z.null() },
  }),
  setupMfa: defineEndpoint({
    method: 'POST',
    path: '/api/auth/mfa/setup',
    summary: 'Starts setting up an authenticator app: the secret and its QR code',
    responses: { 200: mfaSetupResponseSchema, 401: apiErrorDocumentSchema },
  }),
  verifyMfaSetup: defineEndpoint({
    method: 'POST',
    path: '/api/auth/mfa/setup/verify',
    summary:
      "Finishes setting up the authenticator app with a code from it; MFA becomes the user's preference",
    body: mfaVerifyRequestSchema,
    responses: { 200: mfaPreferenceResponseSchema, ...errors },
  }),
};
