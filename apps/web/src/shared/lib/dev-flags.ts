import type { Site } from '@freight/contracts';
import { local } from './browser-storage';

/** A development flag's control (document 3, 2): a toggle, free text, one of a list, or several of a list. */
export type DevFlagDefinition = {
  group: string;
  label: string;
  description: string;
  /** Who to ask about it. */
  owner: string;
} & (
  | { control: 'boolean'; default: boolean }
  | { control: 'string'; default: string }
  | { control: 'enum'; options: readonly string[]; default: string }
  | { control: 'multiEnum'; options: readonly string[]; default: readonly string[] }
);

export type DevFlagValue = boolean | string | readonly string[];
export type DevFlagRegistry = Readonly<Record<string, DevFlagDefinition>>;

/**
 * Every development flag, in one typed registry (spec d1 §3, 4.8; d3 §2). The spec names no flag, so these are
 * ours; a flag left unset keeps the product's normal behaviour.
 */
export const devFlagRegistry = {
  documentPopups: {
    group: 'Documents',
    label: 'Document pop-ups',
    description:
      'Open labels, connotes and proofs of delivery in a new tab. Off: they open in the app’s own tab (N16).',
    owner: 'Documents team',
    control: 'boolean',
    default: true,
  },
} as const satisfies DevFlagRegistry;

export type DevFlagName = keyof typeof devFlagRegistry;

/** Overrides saved in this browser (spec d1 §4.8). */
export const DEV_FLAGS_STORAGE_KEY = 'freight.dev-flags';
/** `?devFlag.documentPopups=false` overrides for one visit. */
export const DEV_FLAG_URL_PREFIX = 'devFlag.';

/** A text from the URL or storage as the flag's type; anything else is ignored. */
export function parseFlagValue(definition: DevFlagDefinition, raw: unknown): DevFlagValue | undefined {
  switch (definition.control) {
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'string':
      return typeof raw === 'string' ? raw : undefined;
    case 'enum':
      return typeof raw === 'string' && definition.options.includes(raw) ? raw : undefined;
    case 'multiEnum': {
      const list = typeof raw === 'string' ? raw.split(',').filter(Boolean) : raw;
      return Array.isArray(list) && list.every((v) => typeof v === 'string' && definition.options.includes(v))
        ? (list as string[])
        : undefined;
    }
  }
}

export function readStoredOverrides(): Record<string, unknown> {
  const text = local.get(DEV_FLAGS_STORAGE_KEY);
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function writeStoredOverrides(overrides: Record<string, DevFlagValue>): void {
  if (Object.keys(overrides).length === 0) local.remove(DEV_FLAGS_STORAGE_KEY);
  else local.set(DEV_FLAGS_STORAGE_KEY, JSON.stringify(overrides));
}

export interface FlagSources {
  /** The page's query string. */
  search: string;
  stored: Record<string, unknown>;
  site: Pick<Site, 'devFlags'> | undefined;
}

/** Where a flag's value came from, highest first. */
export type FlagSource = 'url' | 'storage' | 'site' | 'default';

/** W12-W14: a flag's value: the URL over local storage over the site's devFlags over the registry's default. */
export function resolveFlag(
  registry: DevFlagRegistry,
  name: string,
  sources: FlagSources,
): { value: DevFlagValue; source: FlagSource } | undefined {
  const definition = registry[name];
  if (!definition) return undefined;
  const fromUrl = new URLSearchParams(sources.search).get(`${DEV_FLAG_URL_PREFIX}${name}`);
  const url = fromUrl === null ? undefined : parseFlagValue(definition, fromUrl);
  if (url !== undefined) return { value: url, source: 'url' };
  const stored = parseFlagValue(definition, sources.stored[name]);
  if (stored !== undefined) return { value: stored, source: 'storage' };
  const site = parseFlagValue(definition, sources.site?.devFlags[name]);
  if (site !== undefined) return { value: site, source: 'site' };
  return { value: definition.default, source: 'default' };
}

const currentSources = (site: Pick<Site, 'devFlags'> | undefined): FlagSources => ({
  search: typeof window === 'undefined' ? '' : window.location.search,
  stored: readStoredOverrides(),
  site,
});

/** Whether documents open beside the app; on unless a flag source turns it off. */
export function documentPopupsEnabled(site: Pick<Site, 'devFlags'> | undefined): boolean {
  return resolveFlag(devFlagRegistry, 'documentPopups', currentSources(site))?.value !== false;
}
