import { DEFAULT_PAGE_SIZE, PAGE_SIZE_CHOICES } from '@freight/rules';
import type { PageSize } from '@freight/rules';
import { useSyncExternalStore } from 'react';
import { local } from './browser-storage';

/** Spec 9, document 3 section 3: preference keys, stored per browser under a user-scoped prefix. */
export const preferenceKeys = {
  landingPage: 'default-landing-page',
  pageSize: 'default-page-size',
  context: 'default-context',
  dispatchDate: 'defaultDispatchDate',
} as const;
export type PreferenceKey = (typeof preferenceKeys)[keyof typeof preferenceKeys];

const PREFIX = 'freight';

/** `freight.{userId}.{key}`, or `freight.{userId}.{orgId}.{key}` for organisation-specific preferences. */
export function preferenceStorageKey(userId: string, key: PreferenceKey, orgId?: string): string {
  return [PREFIX, userId, ...(orgId ? [orgId] : []), key].join('.');
}

export function readPreference(userId: string, key: PreferenceKey, orgId?: string): string | null {
  return local.get(preferenceStorageKey(userId, key, orgId));
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(`${PREFIX}.`)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function writePreference(
  userId: string,
  key: PreferenceKey,
  value: string | null,
  orgId?: string,
): void {
  const storageKey = preferenceStorageKey(userId, key, orgId);
  if (value === null) local.remove(storageKey);
  else local.set(storageKey, value);
  for (const listener of listeners) listener();
}

/** A stored preference that re-renders when it changes, here or in another tab. */
export function usePreference(userId: string, key: PreferenceKey, orgId?: string): string | null {
  return useSyncExternalStore(subscribe, () => readPreference(userId, key, orgId));
}

export function isPageSize(value: unknown): value is PageSize {
  return PAGE_SIZE_CHOICES.some((size) => size === value);
}

/** Spec document 3 section 5: 30, 50 or 100, defaulting to 30. */
export function readPageSize(userId: string): PageSize {
  const stored = Number(readPreference(userId, preferenceKeys.pageSize));
  return isPageSize(stored) ? stored : DEFAULT_PAGE_SIZE;
}

/** Spec 2.1: logout clears the stored default dispatch date, whoever stored it in this browser. */
export function clearStoredDispatchDates(): void {
  const suffix = `.${preferenceKeys.dispatchDate}`;
  for (const key of local.keys()) {
    if (key.startsWith(`${PREFIX}.`) && key.endsWith(suffix)) local.remove(key);
  }
}
