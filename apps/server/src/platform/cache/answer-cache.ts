import type { KeptJson } from '../http/serialised-json';
import { HeardChanges } from './heard-changes';
import {
  index,
  NotifiedCache,
  unindex,
  type NotifiedCacheOptions,
  type NotifiedEntry,
} from './notified-cache';

interface Kept extends NotifiedEntry {
  body: KeptJson;
  /** Whose answer it is: their own changes drop it at once. */
  userId: string;
  siteIds: readonly number[];
}

export interface AnswerCacheOptions extends NotifiedCacheOptions {
  /**
   * The most answer text kept, in UTF-16 code units (about bytes for JSON; compressed copies add a fifth or so);
   * the oldest go first.
   */
  maxChars?: number;
}

/**
 * Serialised answers of one read endpoint, by key (the user and the request), each tagged with the sites whose
 * data it shows. Correct across processes because every change to that data notifies the site's id at commit
 * (triggers, so no code path can forget), and each process drops the answers of the sites it heard about. Like
 * the session cache, an answer is trusted only while the listener is up and for at most `maxAgeMs`, and a read
 * that began before a change to one of its sites was heard is not kept.
 *
 * Changes heard are tagged by site id (a number) and by user id (text): the two never meet as keys.
 */
export class AnswerCache extends NotifiedCache<Kept, number | string> {
  private readonly bySite = new Map<number, Set<string>>();
  private chars = 0;
  private readonly maxChars: number;

  constructor(options: AnswerCacheOptions) {
    super(options, new HeardChanges(), 30_000);
    this.maxChars = options.maxChars ?? 8_000_000;
  }

  get(key: string, now: Date): KeptJson | null {
    const kept = this.entries.get(key);
    if (!kept) return null;
    if (!this.fresh(kept, now.getTime())) {
      this.drop(key);
      return null;
    }
    return kept.body;
  }

  /** Keeps an answer read from the database, unless a change to what it shows was heard since the read began. */
  keep(
    key: string,
    answer: { body: KeptJson; userId: string; siteIds: readonly number[] },
    readStarted: number,
    now: Date,
  ): void {
    if (!this.options.listening() || answer.body.json.length > this.maxChars / 4) return;
    if (this.heard.since(readStarted, [answer.userId, ...answer.siteIds])) return;
    this.drop(key);
    while (this.chars + answer.body.json.length > this.maxChars) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
    this.entries.set(key, { ...answer, readAt: now.getTime() });
    this.chars += answer.body.json.length;
    index(this.byUser, answer.userId, key);
    for (const siteId of answer.siteIds) index(this.bySite, siteId, key);
  }

  /** A notification: a site id drops that site's answers; '*', or '' (notifications may have been missed), all. */
  changed(payload: string): void {
    const siteId = Number(payload);
    if (payload === '' || payload === '*' || !Number.isSafeInteger(siteId)) {
      this.heard.everything();
      for (const key of [...this.entries.keys()]) this.drop(key);
      return;
    }
    this.heard.changed(siteId);
    for (const key of [...(this.bySite.get(siteId) ?? [])]) this.drop(key);
  }

  /**
   * The user changed something themselves: their own answers go at once, so their next read shows it even before
   * this process hears the notification.
   */
  userChanged(userId: string): void {
    this.heard.changed(userId);
    for (const key of [...(this.byUser.get(userId) ?? [])]) this.drop(key);
  }

  private drop(key: string) {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.chars -= kept.body.json.length;
    unindex(this.byUser, kept.userId, key);
    for (const siteId of kept.siteIds) unindex(this.bySite, siteId, key);
  }
}
