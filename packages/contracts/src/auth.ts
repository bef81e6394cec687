import { z } from 'zod';
import { passwordPolicyMessage, signInMessages } from './messages';

/** Spec 5.3: at least 8 characters with an uppercase letter, a lowercase letter and a number. */
export const PASSWORD_MIN_LENGTH = 8;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, passwordPolicyMessage)
  .max(256, passwordPolicyMessage)
  .regex(/[A-Z]/, passwordPolicyMessage)
  .regex(/[a-z]/, passwordPolicyMessage)
  .regex(/[0-9]/, passwordPolicyMessage);

const username = z.string().trim().min(1, signInMessages.usernameEmpty).max(254);

export const signInRequestSchema = z.object({
  username,
  password: z.string().min(1, signInMessages.usernameOrPasswordInvalid).max(256),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const signInResults = [
  'signedIn',
  'totpRequired',
  'newPasswordRequired',
  'passwordResetRequired',
] as const;
export type SignInResult = (typeof signInResults)[number];
export const signInResponseSchema = z.object({
  result: z.enum(signInResults),
  /** The canonical user name, so a reset started from an e-mail address uses the account's name. */
  username: z.string().optional(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Spec 5.3: required, trimmed first, then no spaces may remain. */
export const mfaCodeSchema = z
  .string()
  .trim()
  .min(1, 'Value is required')
  .regex(/^\S+$/, 'cannot contain spaces')
  .max(12);
export const mfaVerifyRequestSchema = z.object({ code: mfaCodeSchema });
export type MfaVerifyRequest = z.infer<typeof mfaVerifyRequestSchema>;

export const mfaSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** SVG markup of the QR code of otpauthUri. */
  qrCodeSvg: z.string(),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

export const preferredMfaValues = ['NOMFA', 'SMS', 'TOTP'] as const;
export type PreferredMfa = (typeof preferredMfaValues)[number];
export const mfaPreferenceResponseSchema = z.object({
  preferredMfa: z.enum(preferredMfaValues),
  smsEnabled: z.boolean(),
  totpEnabled: z.boolean(),
});
export type MfaPreferenceResponse = z.infer<typeof mfaPreferenceResponseSchema>;

export const completeNewPasswordRequestSchema = z.object({ newPassword: passwordSchema });
export type CompleteNewPasswordRequest = z.infer<typeof completeNewPasswordRequestSchema>;

/** A signed-in user's change of password: the current one, and a new one that meets the policy. */
export const changePasswordRequestSchema = z.object({
  oldPassword: z
    .string()
    .min(1, signInMessages.oldPasswordInvalid)
    .max(256, signInMessages.oldPasswordInvalid),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ username });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
/** Identical for every username, so the answer never reveals whether an account exists. */
export const forgotPasswordResponseSchema = z.object({
  result: z.literal('codeSent'),
  deliveryMedium: z.literal('EMAIL'),
  message: z.string(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const forgotPasswordConfirmRequestSchema = z.object({
  username,
  code: z.string().trim().min(1, 'Value is required').regex(/^\S+$/, 'cannot contain spaces').max(12),
  newPassword: passwordSchema,
});
export type ForgotPasswordConfirmRequest = z.infer<typeof forgotPasswordConfirmRequestSchema>;
export const forgotPasswordConfirmResponseSchema = z.object({ result: z.literal('passwordReset') });

export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  preferredMfa: z.enum(preferredMfaValues),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const sessionResponseSchema = z.object({
  user: sessionUserSchema,
  /** When the session ends unless used again. */
  expiresAt: z.string(),
});

export const csrfResponseSchema = z.object({ csrfToken: z.string() });
