/** Storage that never throws (private windows, full quotas, disabled storage). */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

function wrap(pick: () => Storage): SafeStorage {
  return {
    get: (key) => {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        pick().setItem(key, value);
      } catch {
        // storage unavailable: the preference lives for this page only
      }
    },
    remove: (key) => {
      try {
        pick().removeItem(key);
      } catch {
        // nothing stored
      }
    },
    keys: () => {
      try {
        const storage = pick();
        return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
          (k): k is string => k !== null,
        );
      } catch {
        return [];
      }
    },
  };
}

export const local = wrap(() => window.localStorage);
export const session = wrap(() => window.sessionStorage);

export function readJson<T>(
  storage: SafeStorage,
  key: string,
  guard: (value: unknown) => value is T,
): T | undefined {
  const text = storage.get(key);
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return guard(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
