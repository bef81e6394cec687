import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '@freight/contracts';
import { sessions, userMfa, users } from '../../db/schema';
import { perDatabase } from '../db/prepared';
import type { DbOrTx } from '../db/transaction';
import { hashToken, randomToken } from '../security/tokens';

export interface ActiveSession {
  sessionId: string;
  userId: string;
  username: string;
  expiresAt: Date;
  lastSeenAt: Date;
  /** What GET /api/auth/session shows of its user, read in the same statement. */
  fullName: string;
  email: string | null;
  phone: string | null;
  preferredMfa: SessionUser['preferredMfa'] | null;
}

export async function createSession(
  db: DbOrTx,
  input: { userId: string; idleMinutes: number; now: Date; userAgent?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(input.now.getTime() + input.idleMinutes * 60_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

const activeSession = perDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      username: users.username,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      preferredMfa: userMfa.preferred,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userMfa, eq(userMfa.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.disabled, false),
      ),
    )
    .limit(1)
    .prepare('session_active'),
);

/** The session of a cookie token's hash, if it is neither revoked, expired nor owned by a disabled user. */
export async function findActiveSession(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<ActiveSession | null> {
  const [row] = await activeSession(db).execute({ tokenHash, now: now.toISOString() });
  return row ?? null;
}

/** Whether the idle expiry is due a write: at most once a minute per session, to keep reads cheap. */
export function touchDue(session: ActiveSession, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= 60_000;
}

/** Sliding idle expiry: the new expiry, written. */
export async function touchSession(db: DbOrTx, session: ActiveSession, idleMinutes: number, now: Date) {
  const expiresAt = new Date(now.getTime() + idleMinutes * 60_000);
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, session.sessionId));
  return expiresAt;
}

/** Every session of the user but the one given ends: a change of password keeps only the session that made it. */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepSessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

/** Global sign-out: every session of the user ends. */
export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
