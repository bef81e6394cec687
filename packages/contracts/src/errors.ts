import { z } from 'zod';

/** One error of the JSON:API error document every endpoint answers with. */
export const apiErrorSchema = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  source: z.object({ pointer: z.string() }).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiErrorDocumentSchema = z.object({ errors: z.array(apiErrorSchema).min(1) });

/** Error codes a client can rely on, beside the HTTP status. */
export const errorCodes = {
  validation: 'validationError',
  unauthenticated: 'unauthenticated',
  sessionExpired: 'sessionExpired',
  forbidden: 'forbidden',
  notFound: 'notFound',
  conflict: 'conflict',
  alreadyUpdated: 'alreadyUpdated',
  alreadyManifested: 'alreadyManifested',
  preconditionFailed: 'preconditionFailed',
  csrf: 'csrfTokenInvalid',
  tooManyRequests: 'tooManyRequests',
  internal: 'internalError',
  // identity outcomes, named as the spec's identity-service exceptions so the app can match on them
  notAuthorized: 'NotAuthorizedException',
  userNotFound: 'UserNotFoundException',
  codeMismatch: 'CodeMismatchException',
  expiredCode: 'ExpiredCodeException',
  invalidParameter: 'InvalidParameterException',
  invalidPassword: 'InvalidPasswordException',
  limitExceeded: 'LimitExceededException',
  passwordResetRequired: 'PasswordResetRequiredException',
  noPendingChallenge: 'NoPendingChallengeException',
} as const;

/** Header and cookie of the double-submit CSRF defence. */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

type ErrorAnswers<S extends number> = { [K in S]: typeof apiErrorDocumentSchema };

/** An endpoint's error answers by status: every error status answers with the same error document. */
/*#__NO_SIDE_EFFECTS__*/
export function errorAnswers<const S extends number>(...statuses: S[]): ErrorAnswers<S> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorDocumentSchema])) as ErrorAnswers<S>;
}
