import { errorCodes, signInMessages, type PreferredMfa, type SignInResult } from '@freight/contracts';
import type { Config } from '../../config/env';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/security/passwords';
import { hashToken, randomDigits, randomToken, safeEqual } from '../../platform/security/tokens';
import { createSession, revokeOtherSessions, revokeUserSessions } from '../../platform/session/session-store';
import * as repo from './auth.repository';
import { codeMismatch, invalidCredentials, noPendingChallenge, resetCodeInvalid } from './auth-errors';
import { attemptsAt, succeedAttempt } from './lockout';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';
import { qrCodeSvg } from './qr-code';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Config;
}

/** What the route turns into cookies: a session on success, a challenge while a second step is pending. */
export interface SignInOutcome {
  result: SignInResult;
  username?: string;
  session?: { token: string; expiresAt: Date };
  challenge?: { token: string; expiresAt: Date };
}

const CHALLENGE_MS = 5 * 60_000;
const RESET_CODE_MS = 60 * 60_000;
const RESET_CODES_PER_HOUR = 5;

async function startChallenge(deps: AuthDeps, userId: string, kind: repo.ChallengeKind) {
  const now = deps.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  await repo.createChallenge(deps.db, { tokenHash: hashToken(token), userId, kind, now, expiresAt });
  return { token, expiresAt };
}

async function openSession(deps: AuthDeps, userId: string, userAgent?: string) {
  return createSession(deps.db, {
    userId,
    idleMinutes: deps.config.sessionIdleMinutes,
    now: deps.clock.now(),
    userAgent,
  });
}

/** After the password (and a new one, if required): a TOTP step when the user prefers it, else a session. */
async function finishPrimary(
  deps: AuthDeps,
  userId: string,
  preferred: PreferredMfa | undefined,
  userAgent?: string,
) {
  if (preferred === 'TOTP') {
    return { result: 'totpRequired' as const, challenge: await startChallenge(deps, userId, 'totp') };
  }
  return { result: 'signedIn' as const, session: await openSession(deps, userId, userAgent) };
}

export async function signIn(
  deps: AuthDeps,
  input: { username: string; password: string; userAgent?: string },
): Promise<SignInOutcome> {
  const now = deps.clock.now();
  const login = input.username.trim().toLowerCase();
  const attempts = attemptsAt(deps.db, `signin:${login}`, now, signInMessages.tooManyFailedLogins);
  await attempts.open();

  const found = await repo.findUserForSignIn(deps.db, login);
  // Without an account, verify against a decoy anyway so the answer takes as long as for a real one.
  const hashed = found?.credential?.passwordHash;
  const passwordOk = await verifyPassword(hashed ?? (await decoyHash()), input.password);

  if (!found?.credential || !hashed || !passwordOk || found.user.disabled) {
    await attempts.fail();
    throw invalidCredentials(input.username);
  }
  await attempts.succeed();
  const { user, credential, mfa } = found;

  if (user.passwordResetRequired) return { result: 'passwordResetRequired', username: user.username };
  if (credential.isTemporary) {
    if (credential.temporaryExpiresAt && credential.temporaryExpiresAt <= now) {
      throw new AppError({
        status: 401,
        code: errorCodes.notAuthorized,
        title: 'Not authorised',
        detail: signInMessages.temporaryPasswordExpired,
      });
    }
    return {
      result: 'newPasswordRequired',
      username: user.username,
      challenge: await startChallenge(deps, user.id, 'newPassword'),
    };
  }
  return {
    username: user.username,
    ...(await finishPrimary(deps, user.id, mfa?.preferred, input.userAgent)),
  };
}

/** The unexpired challenge of that kind the presented token names; 401 (no pending challenge) otherwise. */
async function pendingChallenge(
  deps: AuthDeps,
  token: string | undefined,
  kind: repo.ChallengeKind,
  now: Date,
) {
  const challenge = token ? await repo.findChallenge(deps.db, hashToken(token), kind, now) : null;
  if (!challenge) throw noPendingChallenge();
  return challenge;
}

export async function verifyMfa(
  deps: AuthDeps,
  input: { challengeToken: string | undefined; code: string; userAgent?: string },
): Promise<SignInOutcome> {
  const now = deps.clock.now();
  const challenge = await pendingChallenge(deps, input.challengeToken, 'totp', now);
  const attempts = attemptsAt(deps.db, `mfa:${challenge.userId}`, now, signInMessages.tooManyFailedAttempts);
  await attempts.open();

  const found = await repo.findUserById(deps.db, challenge.userId);
  const secret = found?.mfa?.totpSecret;
  const step = secret ? matchTotp(secret, input.code, now) : null;
  if (step === null || !(await repo.claimTotpStep(deps.db, challenge.userId, step))) {
    await attempts.fail();
    throw codeMismatch(signInMessages.verificationCodeMismatch);
  }
  await attempts.succeed();
  await repo.deleteChallenge(deps.db, challenge.id);
  return {
    result: 'signedIn',
    username: found?.user.username,
    session: await openSession(deps, challenge.userId, input.userAgent),
  };
}

export async function completeNewPassword(
  deps: AuthDeps,
  input: { challengeToken: string | undefined; newPassword: string; userAgent?: string },
): Promise<SignInOutcome> {
  const now = deps.clock.now();
  const challenge = await pendingChallenge(deps, input.challengeToken, 'newPassword', now);
  const found = await repo.findUserById(deps.db, challenge.userId);
  if (!found) throw noPendingChallenge();
  const current = await repo.findUserForSignIn(deps.db, found.user.username);
  if (current?.credential && (await verifyPassword(current.credential.passwordHash, input.newPassword))) {
    throw AppError.validation([{ pointer: '/newPassword', detail: signInMessages.newPasswordInvalid }]);
  }
  await repo.setPassword(deps.db, {
    userId: challenge.userId,
    passwordHash: await hashPassword(input.newPassword),
    isTemporary: false,
    now,
  });
  await repo.deleteChallenge(deps.db, challenge.id);
  return {
    username: found.user.username,
    ...(await finishPrimary(deps, challenge.userId, found.mfa?.preferred, input.userAgent)),
  };
}

/** Sends a reset code when the account exists and has an e-mail; the caller answers identically either way. */
export async function requestPasswordReset(deps: AuthDeps, input: { username: string }): Promise<void> {
  const now = deps.clock.now();
  const found = await repo.findUserForSignIn(deps.db, input.username);
  const code = randomDigits(6);
  const codeHash = hashToken(code);
  if (!found || !found.user.email || found.user.disabled) return;
  const recent = await repo.countRecentResetCodes(
    deps.db,
    found.user.id,
    new Date(now.getTime() - RESET_CODE_MS),
  );
  if (recent >= RESET_CODES_PER_HOUR) return;
  await repo.createResetCode(deps.db, {
    userId: found.user.id,
    codeHash,
    now,
    expiresAt: new Date(now.getTime() + RESET_CODE_MS),
  });
  await deps.mailer.send({
    kind: 'password-reset',
    to: found.user.email,
    subject: 'Your password reset code',
    text: [
      `Hello ${found.user.fullName},`,
      '',
      `Your verification code is ${code}`,
      '',
      'Enter it on the password reset page to choose a new password. The code expires in one hour.',
      'If you did not ask to reset your password, you can ignore this e-mail; your password stays as it is.',
      '',
      `${deps.config.helpContact.name}: ${deps.config.helpContact.phone}`,
    ].join('\n'),
  });
}

export async function confirmPasswordReset(
  deps: AuthDeps,
  input: { username: string; code: string; newPassword: string },
): Promise<void> {
  const now = deps.clock.now();
  const login = input.username.trim().toLowerCase();
  const attempts = attemptsAt(deps.db, `reset:${login}`, now, signInMessages.tooManyFailedAttempts);
  await attempts.open();

  const fail = async (code: typeof errorCodes.codeMismatch | typeof errorCodes.expiredCode) => {
    await attempts.fail();
    return resetCodeInvalid(code);
  };

  const found = await repo.findUserForSignIn(deps.db, input.username);
  // An unknown user gets the same answer as a wrong code, so the form reveals nothing.
  if (!found) throw await fail(errorCodes.codeMismatch);
  const stored = await repo.latestUnusedResetCode(deps.db, found.user.id);
  if (!stored) throw await fail(errorCodes.codeMismatch);
  if (!safeEqual(stored.codeHash, hashToken(input.code))) throw await fail(errorCodes.codeMismatch);
  if (stored.expiresAt <= now) throw await fail(errorCodes.expiredCode);
  if (!(await repo.useResetCode(deps.db, stored.id, now))) throw await fail(errorCodes.codeMismatch);

  await repo.setPassword(deps.db, {
    userId: found.user.id,
    passwordHash: await hashPassword(input.newPassword),
    isTemporary: false,
    now,
  });
  await repo.setPasswordResetRequired(deps.db, found.user.id, false, now);
  await attempts.succeed();
  await succeedAttempt(deps.db, `signin:${found.user.username}`);
  // A new password ends every session that the old one opened.
  await revokeUserSessions(deps.db, found.user.id, now);
}

/**
 * A signed-in user's change of password: the current password must be right ("Old password is invalid",
 * with the sign-in lockout against guessing), the new one differs from it, and every other session ends.
 */
export async function changePassword(
  deps: AuthDeps,
  session: { userId: string; sessionId: string },
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const now = deps.clock.now();
  const attempts = attemptsAt(deps.db, `change:${session.userId}`, now, signInMessages.tooManyFailedAttempts);
  await attempts.open();
  const found = await repo.findUserById(deps.db, session.userId);
  const current = found ? await repo.findUserForSignIn(deps.db, found.user.username) : null;
  const hash = current?.credential?.passwordHash;
  if (!hash || !(await verifyPassword(hash, input.oldPassword))) {
    await attempts.fail();
    throw AppError.validation([{ pointer: '/oldPassword', detail: signInMessages.oldPasswordInvalid }]);
  }
  if (input.newPassword === input.oldPassword)
    throw AppError.validation([{ pointer: '/newPassword', detail: signInMessages.newPasswordInvalid }]);
  await attempts.succeed();
  await repo.setPassword(deps.db, {
    userId: session.userId,
    passwordHash: await hashPassword(input.newPassword),
    isTemporary: false,
    now,
  });
  await revokeOtherSessions(deps.db, session.userId, session.sessionId, now);
}

export async function signOut(deps: AuthDeps, userId: string) {
  await revokeUserSessions(deps.db, userId, deps.clock.now());
}

export async function currentUser(deps: AuthDeps, userId: string) {
  const user = await repo.findSignedInUser(deps.db, userId);
  if (!user) throw AppError.unauthenticated();
  return { ...user, preferredMfa: user.preferredMfa ?? 'NOMFA' };
}

export async function beginTotpSetup(deps: AuthDeps, userId: string) {
  const found = await repo.findUserById(deps.db, userId);
  if (!found) throw AppError.unauthenticated();
  const secret = newTotpSecret();
  await repo.upsertMfa(deps.db, userId, { pendingTotpSecret: secret }, deps.clock.now());
  const uri = otpauthUri(secret, found.user.username, deps.config.brandName);
  return { secret, otpauthUri: uri, qrCodeSvg: await qrCodeSvg(uri) };
}

/** Spec 4.1: a verified set-up makes TOTP the preferred method and disables SMS. */
export async function verifyTotpSetup(deps: AuthDeps, userId: string, code: string) {
  const now = deps.clock.now();
  const attempts = attemptsAt(deps.db, `mfa-setup:${userId}`, now, signInMessages.tooManyFailedAttempts);
  await attempts.open();
  const found = await repo.findUserById(deps.db, userId);
  const pending = found?.mfa?.pendingTotpSecret;
  const step = pending ? matchTotp(pending, code, now) : null;
  if (!pending || step === null) {
    await attempts.fail();
    throw codeMismatch(signInMessages.verificationCodeMismatch);
  }
  await attempts.succeed();
  await repo.upsertMfa(
    deps.db,
    userId,
    {
      totpSecret: pending,
      pendingTotpSecret: null,
      totpEnabled: true,
      smsEnabled: false,
      preferred: 'TOTP',
      lastTotpStep: step,
    },
    now,
  );
  return { preferredMfa: 'TOTP' as const, smsEnabled: false, totpEnabled: true };
}
