import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { uuidId, instant, createdAt, updatedAt, parentUuid, timestamps } from './columns';

export const users = pgTable('users', {
  id: uuidId(),
  /** Stored lower-cased: sign-in is case-insensitive. */
  username: text('username').notNull().unique(),
  email: text('email').unique(),
  fullName: text('full_name').notNull(),
  phone: text('phone'),
  /** Set by support when a reset is requested: the next sign-in goes to the reset flow. */
  passwordResetRequired: boolean('password_reset_required').notNull().default(false),
  acceptedTermsAt: instant('accepted_terms_at'),
  flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
  disabled: boolean('disabled').notNull().default(false),
  ...timestamps(),
});

/** The key of a table that holds one row per user: the row goes when its user does. */
const userKey = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

export const credentials = pgTable('credentials', {
  userId: userKey(),
  passwordHash: text('password_hash').notNull(),
  /** A temporary password forces a new one at first sign-in and stops working after it expires. */
  isTemporary: boolean('is_temporary').notNull().default(false),
  temporaryExpiresAt: instant('temporary_expires_at'),
  updatedAt: updatedAt(),
});

export const userMfa = pgTable('user_mfa', {
  userId: userKey(),
  preferred: text('preferred', { enum: ['NOMFA', 'SMS', 'TOTP'] })
    .notNull()
    .default('NOMFA'),
  smsEnabled: boolean('sms_enabled').notNull().default(false),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  totpSecret: text('totp_secret'),
  /** A secret handed out by set-up, active only once a code from it is verified. */
  pendingTotpSecret: text('pending_totp_secret'),
  /** The last accepted TOTP time step, so a code cannot be replayed. */
  lastTotpStep: integer('last_totp_step'),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuidId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: parentUuid('user_id', () => users.id),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A sign-in that passed the password and waits for a second step (TOTP code or a new password). */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuidId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: parentUuid('user_id', () => users.id),
    kind: text('kind', { enum: ['totp', 'newPassword'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('auth_challenges_user_idx').on(t.userId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuidId(),
    userId: parentUuid('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Failure counters for sign-in and code checks, keyed by what was attempted, whether or not the account exists. */
export const signInAttempts = pgTable('sign_in_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull().defaultNow(),
  lockedUntil: instant('locked_until'),
});
