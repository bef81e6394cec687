/**
 * What the caches kept correct by database notifications share (the session cache and the answer caches): their
 * options, and the index from a tag (a user, a site) to the keys of the entries it covers, so that a notification
 * about the tag drops just those.
 */

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
