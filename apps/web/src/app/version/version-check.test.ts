import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkForNewVersion, resetVersionState, shouldReloadOnNavigation } from './version-check';

afterEach(() => resetVersionState());

const manifest = (buildId: string) =>
  vi.fn(async () => new Response(JSON.stringify({ buildId, version: '1', builtAt: 'now' }), { status: 200 }));

describe('version check (spec 4.8)', () => {
  it('fetches the manifest with a timestamp query', async () => {
    const fetcher = manifest('test-build');
    await checkForNewVersion(fetcher, 1234);
    expect(fetcher).toHaveBeenCalledWith('/version.json?t=1234', { cache: 'no-store' });
  });

  it('reloads on the next navigation only once a new version is seen', async () => {
    expect(await checkForNewVersion(manifest('test-build'))).toBe(false);
    expect(shouldReloadOnNavigation(null, [])).toBe(false);
    expect(await checkForNewVersion(manifest('a-newer-build'))).toBe(true);
    expect(shouldReloadOnNavigation(null, [{ title: 'x' }])).toBe(true);
  });

  it('does not reload when the history state or the route says not to', async () => {
    await checkForNewVersion(manifest('a-newer-build'));
    expect(shouldReloadOnNavigation({ preventReload: true }, [])).toBe(false);
    expect(shouldReloadOnNavigation(null, [{ preventReload: true }])).toBe(false);
  });
});
