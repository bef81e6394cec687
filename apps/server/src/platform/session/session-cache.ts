import { HeardChanges } from '../cache/heard-changes';
import {
  index,
  NotifiedCache,
  unindex,
  type NotifiedCacheOptions,
  type NotifiedEntry,
} from '../cache/notified-cache';
import type { ActiveSession } from './session-store';

/** The channel the triggers of migration 0027 notify with a user id ('*' would mean everyone). */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

interface Kept extends NotifiedEntry {
  session: ActiveSession;
}

export interface SessionCacheOptions extends NotifiedCacheOptions {
  maxEntries?: number;
}

/**
 * The sessions this process has checked, by token hash, so an authenticated request usually needs no round trip.
 * Correct across processes because every change the session check reads notifies `auth_changed` at commit
 * (triggers, so no code path can forget), and each process drops what it heard about. A copy is trusted only while
 * the listener is up, for at most `maxAgeMs`, and never past the session's own expiry.
 *
 * A read that began before a change was heard is not kept: it may have seen the row as it was. Changes heard are
 * tagged by user id.
 */
export class SessionCache extends NotifiedCache<Kept, string> {
  private readonly maxEntries: number;

  constructor(options: SessionCacheOptions) {
    const maxEntries = options.maxEntries ?? 10_000;
    super(options, new HeardChanges(maxEntries), 60_000);
    this.maxEntries = maxEntries;
  }

  /** The kept session of this token hash, if it may still be trusted at `now`. */
  get(tokenHash: string, now: Date): ActiveSession | null {
    const kept = this.entries.get(tokenHash);
    if (!kept) return null;
    const at = now.getTime();
    if (!this.fresh(kept, at) || kept.session.expiresAt.getTime() <= at) {
      this.drop(tokenHash, kept.session.userId);
      return null;
    }
    return kept.session;
  }

  /** Keeps a session read from the database, unless a change to it was heard since the read began. */
  keep(tokenHash: string, session: ActiveSession, readStarted: number, now: Date): void {
    if (!this.options.listening()) return;
    if (this.heard.since(readStarted, [session.userId])) return;
    if (!this.entries.has(tokenHash) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.drop(oldest.value, this.entries.get(oldest.value)?.session.userId);
    }
    this.entries.set(tokenHash, { session, readAt: now.getTime() });
    index(this.byUser, session.userId, tokenHash);
  }

  /** The idle touch wrote a later expiry: the kept copy follows (no other process needs to know). */
  touched(tokenHash: string, lastSeenAt: Date, expiresAt: Date): void {
    const kept = this.entries.get(tokenHash);
    if (kept) kept.session = { ...kept.session, lastSeenAt, expiresAt };
  }

  /** A notification: a user id drops that user's sessions; '*', or '' (notifications may have been missed), all. */
  changed(payload: string): void {
    if (payload === '' || payload === '*') {
      this.heard.everything();
      this.entries.clear();
      this.byUser.clear();
      return;
    }
    this.heard.changed(payload);
    for (const tokenHash of this.byUser.get(payload) ?? []) this.entries.delete(tokenHash);
    this.byUser.delete(payload);
  }

  private drop(tokenHash: string, userId: string | undefined) {
    this.entries.delete(tokenHash);
    if (userId !== undefined) unindex(this.byUser, userId, tokenHash);
  }
}
