import { describe, expect, it } from 'vitest';
import {
  DEV_FLAGS_STORAGE_KEY,
  devFlagRegistry,
  documentPopupsEnabled,
  resolveFlag,
  type DevFlagRegistry,
} from './dev-flags';

const registry: DevFlagRegistry = {
  popups: {
    group: 'Documents',
    label: 'Pop-ups',
    description: 'd',
    owner: 'o',
    control: 'boolean',
    default: true,
  },
  mode: {
    group: 'Search',
    label: 'Mode',
    description: 'd',
    owner: 'o',
    control: 'enum',
    options: ['a', 'b'],
    default: 'a',
  },
  tags: {
    group: 'Search',
    label: 'Tags',
    description: 'd',
    owner: 'o',
    control: 'multiEnum',
    options: ['x', 'y', 'z'],
    default: [],
  },
};

describe('development flag overrides (W12-W14)', () => {
  it('takes the URL over local storage over the site over the default', () => {
    const site = { devFlags: { popups: false } };
    expect(resolveFlag(registry, 'popups', { search: '', stored: {}, site: undefined })).toEqual({
      value: true,
      source: 'default',
    });
    expect(resolveFlag(registry, 'popups', { search: '', stored: {}, site })).toEqual({
      value: false,
      source: 'site',
    });
    expect(resolveFlag(registry, 'popups', { search: '', stored: { popups: true }, site })).toEqual({
      value: true,
      source: 'storage',
    });
    expect(
      resolveFlag(registry, 'popups', { search: '?devFlag.popups=false', stored: { popups: true }, site }),
    ).toEqual({ value: false, source: 'url' });
  });

  it('ignores a value that is not of the flag’s type, and reads lists from the URL', () => {
    const none = { search: '?devFlag.mode=c&devFlag.tags=x,z', stored: { mode: 3 }, site: undefined };
    expect(resolveFlag(registry, 'mode', none)).toEqual({ value: 'a', source: 'default' });
    expect(resolveFlag(registry, 'tags', none)).toEqual({ value: ['x', 'z'], source: 'url' });
    expect(resolveFlag(registry, 'unknown', none)).toBeUndefined();
  });

  it('switches document pop-ups by any source, the registry giving every flag a description and an owner', () => {
    expect(documentPopupsEnabled({ devFlags: {} })).toBe(true);
    expect(documentPopupsEnabled({ devFlags: { documentPopups: false } })).toBe(false);
    window.localStorage.setItem(DEV_FLAGS_STORAGE_KEY, JSON.stringify({ documentPopups: true }));
    expect(documentPopupsEnabled({ devFlags: { documentPopups: false } })).toBe(true);
    for (const definition of Object.values(devFlagRegistry)) {
      expect(definition.description.length).toBeGreaterThan(10);
      expect(definition.owner).toBeTruthy();
    }
  });
});
