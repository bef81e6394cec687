import { describe, expect, it } from 'vitest';
import { isManifestTransferable } from './manifest-transferable';

const manifest = { id: '5', addedAt: '2026-03-05T00:00:00.000Z' };

describe('isManifestTransferable (spec 4, M22)', () => {
  it('is false with no manifest and a manual policy', () => {
    expect(isManifestTransferable({ manifest: null, transferPolicy: 'manual' })).toBe(false);
  });

  it('is true once manifested, whatever the policy', () => {
    expect(isManifestTransferable({ manifest, transferPolicy: 'manual' })).toBe(true);
    expect(isManifestTransferable({ manifest, transferPolicy: 'automatic' })).toBe(true);
  });

  it('is true without a manifest under an automatic policy, false under never', () => {
    expect(isManifestTransferable({ manifest: null, transferPolicy: 'automatic' })).toBe(true);
    expect(isManifestTransferable({ manifest: null, transferPolicy: 'never' })).toBe(false);
  });
});
