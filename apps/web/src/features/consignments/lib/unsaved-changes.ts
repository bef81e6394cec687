import { readJson, session } from '../../../shared/lib/browser-storage';

/**
 * Issue 24: the edits of a save refused because someone else changed the consignment first (spec 8, M54), kept
 * for this tab's session so they can be applied again over the latest version instead of being typed again.
 *
 * Only what the user changed is kept, so applying it leaves the other person's changes to everything else in
 * place. Plain objects are compared field by field; anything else (a list of line items, a text) is taken
 * whole, because merging two people's edits of one list would make a list neither of them wrote.
 */
export type Changes = { [key: string]: unknown };

interface Kept {
  /** The version the edits were made on. */
  version: string;
  changes: Changes;
}

const isPlainObject = (value: unknown): value is Changes =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What `values` changed of `base`: nested objects keep only their changed fields; null when nothing changed. */
export function changesOf(base: unknown, values: unknown): Changes | null {
  if (!isPlainObject(base) || !isPlainObject(values)) return null;
  const changes: Changes = {};
  for (const [key, value] of Object.entries(values)) {
    const before = base[key];
    if (same(before, value)) continue;
    const nested = isPlainObject(before) && isPlainObject(value) ? changesOf(before, value) : null;
    changes[key] = nested ?? value;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** `base` with `changes` applied; fields the changes do not name keep the base's value. */
export function withChanges<T>(base: T, changes: Changes): T {
  if (!isPlainObject(base)) return base;
  const merged: Changes = { ...base };
  for (const [key, change] of Object.entries(changes)) {
    const before = merged[key];
    merged[key] = isPlainObject(before) && isPlainObject(change) ? withChanges(before, change) : change;
  }
  return merged as T;
}

const keyOf = (consignmentId: string) => `freight.consignment.unsavedChanges.${consignmentId}`;

const isKept = (value: unknown): value is Kept =>
  isPlainObject(value) && typeof value.version === 'string' && isPlainObject(value.changes);

export function keepUnsavedChanges(consignmentId: string, version: string, changes: Changes) {
  session.set(keyOf(consignmentId), JSON.stringify({ version, changes } satisfies Kept));
}

/** The kept edits of a consignment, unless they were made on the version now read (nothing to apply again). */
export function readUnsavedChanges(consignmentId: string, latestVersion: string): Changes | null {
  const kept = readJson(session, keyOf(consignmentId), isKept);
  return kept && kept.version !== latestVersion ? kept.changes : null;
}

export function forgetUnsavedChanges(consignmentId: string) {
  session.remove(keyOf(consignmentId));
}

export function hasUnsavedChanges(consignmentId: string) {
  return session.get(keyOf(consignmentId)) !== null;
}
