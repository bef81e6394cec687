import { errorCodes, passwordPolicyMessage, type PreferredMfa } from '@freight/contracts';
import { meetsPasswordPolicy, normalisePhone, validatePhone } from '@freight/rules';
import { AppError } from '../../platform/errors/app-error';
import { hashPassword } from '../../platform/security/passwords';
import { revokeUserSessions } from '../../platform/session/session-store';
import { requestPasswordReset as emailResetCode, type AuthDeps } from '../auth';
import { recordAcceptance } from '../legal';
import * as repo from './accounts.repository';
import type { AccountsDeps, Ref, UserRef } from './deps';
import { organisationIdFilter, siteByRef, userByRef } from './resolve';
import { generateTemporaryPassword } from './temporary-password';
import { invalid, requiredText } from './validate';

const TEMPORARY_PASSWORD_DAYS = 7;

export interface CreateUserInput {
  username: string;
  email: string;
  fullName: string;
  phone?: string | null;
  /** A permanent password; it must meet the password policy. */
  password?: string;
  /** A temporary one, replaced at first sign-in. Without any password, a temporary one is generated. */
  temporaryPassword?: string;
  /** An already hashed password, for callers that create many users with one (the demo seed). */
  passwordHash?: string;
  /** Whether passwordHash is temporary. */
  temporary?: boolean;
  /** When a temporary password stops working: 7 days on unless given; null for never. */
  temporaryExpiresAt?: Date | null;
  sites?: readonly Ref[];
  canTransactDangerousGoods?: boolean;
}

export interface UserSummary {
  id: string;
  username: string;
  email: string | null;
  fullName: string;
  phone: string | null;
  disabled: boolean;
  passwordResetRequired: boolean;
  hasTemporaryPassword: boolean;
  preferredMfa: PreferredMfa;
  acceptedTermsAt: Date | null;
  sites: { id: number; name: string; canTransactDangerousGoods: boolean }[];
}

// No '@': sign-in takes a username or an e-mail, and a username must never read as someone's e-mail.
const usernamePattern = /^[a-z0-9](?:[a-z0-9._+-]{0,62}[a-z0-9])$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkUsername(value: string): string {
  const username = value.trim().toLowerCase();
  if (!usernamePattern.test(username)) {
    throw invalid(
      'username',
      'A username has 2 to 64 letters, digits, dots, dashes, underscores or plus signs, and starts and ends with a letter or digit',
    );
  }
  return username;
}

function checkEmail(value: string): string {
  const email = value.trim();
  if (email.length > 254 || !emailPattern.test(email))
    throw invalid('email', `'${email}' is not an e-mail address`);
  return email;
}

function checkPhone(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const message = validatePhone(value);
  if (message) throw invalid('phone', message);
  return normalisePhone(value);
}

interface Secret {
  passwordHash: string;
  isTemporary: boolean;
  temporaryExpiresAt: Date | null;
  /** The plain temporary password, for support to pass on. */
  temporaryPassword?: string;
}

async function secretFor(input: CreateUserInput, now: Date): Promise<Secret> {
  const given = [input.password, input.temporaryPassword, input.passwordHash].filter((v) => v !== undefined);
  if (given.length > 1)
    throw invalid('password', 'Give one of password, temporary password or password hash');
  const expiry =
    input.temporaryExpiresAt !== undefined
      ? input.temporaryExpiresAt
      : new Date(now.getTime() + TEMPORARY_PASSWORD_DAYS * 86_400_000);
  if (input.passwordHash !== undefined) {
    const isTemporary = input.temporary ?? false;
    return { passwordHash: input.passwordHash, isTemporary, temporaryExpiresAt: isTemporary ? expiry : null };
  }
  if (input.password !== undefined) {
    if (!meetsPasswordPolicy(input.password)) throw invalid('password', passwordPolicyMessage);
    return { passwordHash: await hashPassword(input.password), isTemporary: false, temporaryExpiresAt: null };
  }
  const temporaryPassword = input.temporaryPassword ?? generateTemporaryPassword();
  if (!meetsPasswordPolicy(temporaryPassword)) throw invalid('temporaryPassword', passwordPolicyMessage);
  return {
    passwordHash: await hashPassword(temporaryPassword),
    isTemporary: true,
    temporaryExpiresAt: expiry,
    temporaryPassword,
  };
}

const taken = (what: string) => AppError.conflict(errorCodes.conflict, what);

/**
 * Creates a user with a password and, optionally, sites. Returns the temporary password when one was set, so
 * support can pass it on; the user must choose a new one at first sign-in.
 */
export async function createUser(deps: AccountsDeps, input: CreateUserInput) {
  const username = checkUsername(input.username);
  const email = checkEmail(input.email);
  const fullName = requiredText(input.fullName, 'fullName', 'Full name');
  const phone = checkPhone(input.phone);
  if (await repo.findUserByUsername(deps.db, username)) throw taken(`The username '${username}' is taken`);
  if (await repo.findUserByEmail(deps.db, email)) throw taken(`Another user has the e-mail address ${email}`);
  const sites: repo.SiteRow[] = [];
  for (const ref of input.sites ?? []) sites.push(await siteByRef(deps.db, ref));
  const now = deps.clock.now();
  const secret = await secretFor(input, now);

  const user = await deps.db.transaction(async (tx) => {
    const created = await repo.insertUser(tx, {
      username,
      email,
      fullName,
      phone,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw taken(`The username '${username}' or the e-mail address ${email} is taken`);
    await repo.setCredential(tx, { userId: created.id, ...secret, now });
    for (const site of sites) {
      await repo.upsertMembership(tx, {
        userId: created.id,
        siteId: site.id,
        canTransactDangerousGoods: input.canTransactDangerousGoods ?? false,
        now,
      });
    }
    return created;
  });
  return { user, sites, temporaryPassword: secret.temporaryPassword };
}

/** TOTP with a known secret becomes the user's preferred second step; SMS is switched off. */
export async function setUserMfaTotp(deps: AccountsDeps, input: UserRef & { secret: string }) {
  const secret = input.secret.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z2-7]{16,}=*$/.test(secret)) {
    throw invalid(
      'secret',
      'A TOTP secret is base32 (letters A to Z and digits 2 to 7), at least 16 characters',
    );
  }
  const user = await userByRef(deps.db, input);
  await repo.setTotp(deps.db, user.id, secret, deps.clock.now());
  return user;
}

/** Records terms acceptance at a time (with the policy versions then current), or clears it with null. */
export async function setAcceptedTerms(deps: AccountsDeps, input: UserRef & { acceptedAt: Date | null }) {
  const user = await userByRef(deps.db, input);
  const { acceptedAt } = input;
  return deps.db.transaction(async (tx) => {
    if (acceptedAt) await recordAcceptance(tx, user.id, acceptedAt);
    return repo.updateUser(tx, user.id, { acceptedTermsAt: acceptedAt }, deps.clock.now());
  });
}

/** A disabled user cannot sign in, and every session they have ends. */
export async function disableUser(deps: AccountsDeps, input: UserRef) {
  const user = await userByRef(deps.db, input);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await revokeUserSessions(tx, user.id, now);
    return repo.updateUser(tx, user.id, { disabled: true }, now);
  });
}

export async function enableUser(deps: AccountsDeps, input: UserRef) {
  const user = await userByRef(deps.db, input);
  return repo.updateUser(deps.db, user.id, { disabled: false }, deps.clock.now());
}

/**
 * Support's reset (the user phoned): their sessions end, their next sign-in goes to the reset flow, and a
 * code is e-mailed to them.
 */
export async function requestPasswordReset(deps: AuthDeps, input: UserRef) {
  const user = await userByRef(deps.db, input);
  if (!user.email)
    throw invalid('username', `${user.username} has no e-mail address to send a reset code to`);
  if (user.disabled) throw invalid('username', `${user.username} is disabled; enable the user first`);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordResetRequired: true }, now);
    await revokeUserSessions(tx, user.id, now);
  });
  await emailResetCode(deps, { username: user.username });
  return { username: user.username, email: user.email };
}

export async function listUsers(
  deps: AccountsDeps,
  filter: { organisation?: Ref } = {},
): Promise<UserSummary[]> {
  const organisationId = await organisationIdFilter(deps.db, filter.organisation);
  const rows = await repo.listUsers(deps.db, organisationId);
  const memberships = await repo.findMembershipSites(
    deps.db,
    rows.map((r) => r.user.id),
  );
  return rows.map(({ user, credential, mfa }) => ({
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    phone: user.phone,
    disabled: user.disabled,
    passwordResetRequired: user.passwordResetRequired,
    hasTemporaryPassword: credential?.isTemporary ?? false,
    preferredMfa: mfa?.preferred ?? 'NOMFA',
    acceptedTermsAt: user.acceptedTermsAt,
    sites: memberships
      .filter((m) => m.userId === user.id)
      .map((m) => ({
        id: m.site.id,
        name: m.site.name,
        canTransactDangerousGoods: m.canTransactDangerousGoods,
      })),
  }));
}
