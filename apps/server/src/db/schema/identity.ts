import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased: sign-in is case-insensitive. */
  username: text('username').notNull().unique(),
  email: text('email').unique(),
  fullName: text('full_name').notNull(),
  phone: text('phone'),
  /** Set by support when a reset is requested: the next sign-in goes to the reset flow. */
  passwordResetRequired: boolean('password_reset_required').notNull().default(false),
  acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
  flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const credentials = pgTable('credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  /** A temporary password forces a new one at first sign-in and stops working after it expires. */
  isTemporary: boolean('is_temporary').notNull().default(false),
  temporaryExpiresAt: timestamp('temporary_expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userMfa = pgTable('user_mfa', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A sign-in that passed the password and waits for a second step (TOTP code or a new password). */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['totp', 'newPassword'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_challenges_user_idx').on(t.userId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Failure counters for sign-in and code checks, keyed by what was attempted, whether or not the account exists. */
export const signInAttempts = pgTable('sign_in_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
