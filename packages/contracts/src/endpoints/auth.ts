import { z } from 'zod';
import {
  changePasswordRequestSchema,
  completeNewPasswordRequestSchema,
  forgotPasswordConfirmRequestSchema,
  forgotPasswordConfirmResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  mfaPreferenceResponseSchema,
  mfaSetupResponseSchema,
  mfaVerifyRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
} from '../auth';
import { defineEndpoint } from '../endpoint';
import { apiErrorDocumentSchema, errorAnswers } from '../errors';

const errors = errorAnswers(400, 401, 422, 429);

/** Spec 7, signing in (base /api/auth): passwords, MFA and password reset. */
export const authEndpoints = {
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    summary: 'Signs in',
    body: signInRequestSchema,
    responses: { 200: signInResponseSchema, ...errors },
  }),
  verifyMfa: defineEndpoint({
    method: 'POST',
    path: '/api/auth/mfa/verify',
    summary: 'Answers the MFA challenge',
    body: mfaVerifyRequestSchema,
    responses: { 200: signInResponseSchema, ...errors },
  }),
  completeNewPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/complete-new-password',
    summary: 'Answers the new-password challenge',
    body: completeNewPasswordRequestSchema,
    responses: { 200: signInResponseSchema, ...errors },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Sends a password reset code',
    body: forgotPasswordRequestSchema,
    responses: { 200: forgotPasswordResponseSchema, ...errors },
  }),
  confirmForgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password/confirm',
    summary: 'Resets the password with the code',
    body: forgotPasswordConfirmRequestSchema,
    responses: { 200: forgotPasswordConfirmResponseSchema, ...errors },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    summary: 'Changes the password',
    body: changePasswordRequestSchema,
    responses: { 204: z.null(), ...errors },
  }),
  setupMfa: defineEndpoint({
    method: 'POST',
    path: '/api/auth/mfa/setup',
    summary: 'Starts authenticator app set-up',
    responses: { 200: mfaSetupResponseSchema, 401: apiErrorDocumentSchema },
  }),
  verifyMfaSetup: defineEndpoint({
    method: 'POST',
    path: '/api/auth/mfa/setup/verify',
    summary: 'Finishes authenticator app set-up',
    body: mfaVerifyRequestSchema,
    responses: { 200: mfaPreferenceResponseSchema, ...errors },
  }),
};
