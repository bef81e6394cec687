import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  authChallenges,
  credentials,
  passwordResetCodes,
  signInAttempts,
  userMfa,
  users,
} from '../../db/schema';
import { perDatabase } from '../../platform/db/prepared';
import { firstRow } from '../../platform/db/first-row';
import type { DbOrTx } from '../../platform/db/transaction';

export type ChallengeKind = 'totp' | 'newPassword';

/** A user with what sign-in needs to decide its outcome. */
export async function findUserForSignIn(db: DbOrTx, login: string) {
  const normalised = login.trim().toLowerCase();
  const [row] = await db
    .select({ user: users, credential: credentials, mfa: userMfa })
    .from(users)
    .leftJoin(credentials, eq(credentials.userId, users.id))
    .leftJoin(userMfa, eq(userMfa.userId, users.id))
    .where(or(eq(users.username, normalised), eq(sql`lower(${users.email})`, normalised)))
    .limit(1);
  return row ?? null;
}

const signedInUser = perDatabase((db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      preferredMfa: userMfa.preferred,
    })
    .from(users)
    .leftJoin(userMfa, eq(userMfa.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth_signed_in_user'),
);

/** What the session check answers about its user: one prepared statement of only the columns it shows. */
export async function findSignedInUser(db: DbOrTx, userId: string) {
  const [row] = await signedInUser(db).execute({ userId });
  return row ?? null;
}

export async function findUserById(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ user: users, mfa: userMfa })
    .from(users)
    .leftJoin(userMfa, eq(userMfa.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function setPassword(
  db: DbOrTx,
  input: {
    userId: string;
    passwordHash: string;
    isTemporary: boolean;
    temporaryExpiresAt?: Date | null;
    now: Date;
  },
) {
  await db
    .insert(credentials)
    .values({
      userId: input.userId,
      passwordHash: input.passwordHash,
      isTemporary: input.isTemporary,
      temporaryExpiresAt: input.temporaryExpiresAt ?? null,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: credentials.userId,
      set: {
        passwordHash: input.passwordHash,
        isTemporary: input.isTemporary,
        temporaryExpiresAt: input.temporaryExpiresAt ?? null,
        updatedAt: input.now,
      },
    });
}

export async function setPasswordResetRequired(db: DbOrTx, userId: string, required: boolean, now: Date) {
  await db.update(users).set({ passwordResetRequired: required, updatedAt: now }).where(eq(users.id, userId));
}

export async function upsertMfa(
  db: DbOrTx,
  userId: string,
  values: Partial<typeof userMfa.$inferInsert>,
  now: Date,
) {
  await db
    .insert(userMfa)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: userMfa.userId, set: { ...values, updatedAt: now } });
}

/** Records a TOTP step as used; false when that step (or a later one) was already used. */
export async function claimTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(userMfa)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(userMfa.userId, userId),
        or(isNull(userMfa.lastTotpStep), sql`${userMfa.lastTotpStep} < ${step}`),
      ),
    )
    .returning({ userId: userMfa.userId });
  return claimed.length > 0;
}

export async function createChallenge(
  db: DbOrTx,
  input: { tokenHash: string; userId: string; kind: ChallengeKind; now: Date; expiresAt: Date },
) {
  // One pending challenge per user: a new sign-in replaces an abandoned one.
  await db.delete(authChallenges).where(eq(authChallenges.userId, input.userId));
  await db.insert(authChallenges).values({
    tokenHash: input.tokenHash,
    userId: input.userId,
    kind: input.kind,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

export async function findChallenge(db: DbOrTx, tokenHash: string, kind: ChallengeKind, now: Date) {
  return firstRow(
    db,
    authChallenges,
    and(
      eq(authChallenges.tokenHash, tokenHash),
      eq(authChallenges.kind, kind),
      gt(authChallenges.expiresAt, now),
    ),
  );
}

export async function deleteChallenge(db: DbOrTx, id: string) {
  await db.delete(authChallenges).where(eq(authChallenges.id, id));
}

export async function createResetCode(
  db: DbOrTx,
  input: { userId: string; codeHash: string; now: Date; expiresAt: Date },
) {
  // Only the newest code works: a resend invalidates the earlier ones.
  await db
    .update(passwordResetCodes)
    .set({ usedAt: input.now })
    .where(and(eq(passwordResetCodes.userId, input.userId), isNull(passwordResetCodes.usedAt)));
  await db.insert(passwordResetCodes).values({
    userId: input.userId,
    codeHash: input.codeHash,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

export async function countRecentResetCodes(db: DbOrTx, userId: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), gt(passwordResetCodes.createdAt, since)));
  return row?.n ?? 0;
}

export async function latestUnusedResetCode(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Marks a code used; false if another request used it first. */
export async function useResetCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return used.length > 0;
}

export async function findAttempts(db: DbOrTx, key: string) {
  return firstRow(db, signInAttempts, eq(signInAttempts.key, key));
}

/** Counts one failure atomically (concurrent attempts cannot undercount); returns the failures in the window. */
export async function recordFailure(db: DbOrTx, key: string, now: Date, windowStart: Date): Promise<number> {
  const expired = sql`${signInAttempts.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${signInAttempts.windowStartedAt} end`,
      },
    })
    .returning({ failures: signInAttempts.failures });
  return row?.failures ?? 1;
}

export async function lockKey(db: DbOrTx, key: string, until: Date, now: Date) {
  await db
    .update(signInAttempts)
    .set({ lockedUntil: until, failures: 0, windowStartedAt: now })
    .where(eq(signInAttempts.key, key));
}

export async function clearAttempts(db: DbOrTx, key: string) {
  await db.delete(signInAttempts).where(eq(signInAttempts.key, key));
}
