/**
 * What the caches kept correct by database notifications share (the session cache and the answer caches): their
 * options, their entries with when each was read, and the index from a tag (a user, a site) to the keys of the
 * entries it covers, so that a notification about the tag drops just those.
 */
import type { HeardChanges } from './heard-changes';

export interface NotifiedCacheOptions {
  /** Whether a change committed now would be heard (the database listener is up). */
  listening: () => boolean;
  /** How long an entry is trusted without reading it again, notification or not: a backstop. */
  maxAgeMs?: number;
}

export function index<T>(map: Map<T, Set<string>>, tag: T, key: string): void {
  let keys = map.get(tag);
  if (!keys) map.set(tag, (keys = new Set()));
  keys.add(key);
}

export function unindex<T>(map: Map<T, Set<string>>, tag: T, key: string): void {
  const keys = map.get(tag);
  keys?.delete(key);
  if (keys?.size === 0) map.delete(tag);
}

/** An entry of a notified cache. */
export interface NotifiedEntry {
  /** When it was read from the database (clock milliseconds). */
  readAt: number;
}

/**
 * The entries of a notified cache by key, the keys of each user's entries, and the changes heard. An entry is
 * trusted only while the listener is up and for at most `maxAgeMs`; a read that began before a change to what it
 * saw was heard is not kept (see HeardChanges).
 */
export abstract class NotifiedCache<E extends NotifiedEntry, Tag> {
  protected readonly entries = new Map<string, E>();
  protected readonly byUser = new Map<string, Set<string>>();
  protected readonly maxAgeMs: number;

  constructor(
    protected readonly options: NotifiedCacheOptions,
    protected readonly heard: HeardChanges<Tag>,
    defaultMaxAgeMs: number,
  ) {
    this.maxAgeMs = options.maxAgeMs ?? defaultMaxAgeMs;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Marks the start of a read from the database: pass it to `keep`. */
  readStarted(): number {
    return this.heard.readStarted();
  }

  /** Whether a kept entry may still be trusted at `at` (clock milliseconds). */
  protected fresh(kept: E, at: number): boolean {
    return this.options.listening() && at - kept.readAt <= this.maxAgeMs;
  }
}
