/** Spec 4.8, 9: the deployed version is checked every 10 minutes. */
export const VERSION_CHECK_INTERVAL_MS = 10 * 60_000;

/** The version manifest's shape: a build id and a version, both strings. */
function isManifest(value: unknown): value is { buildId: string; version: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'buildId' in value &&
    typeof value.buildId === 'string' &&
    'version' in value &&
    typeof value.version === 'string'
  );
}

let newVersionDetected = false;

/** Fetches the version manifest with a timestamp query, so no cache answers for it (spec 4.8). */
export async function checkForNewVersion(fetcher: typeof fetch = fetch, now = Date.now()): Promise<boolean> {
  try {
    const response = await fetcher(`/${__VERSION_FILE__}?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return newVersionDetected;
    const manifest: unknown = await response.json();
    if (isManifest(manifest) && manifest.buildId !== __APP_BUILD_ID__) newVersionDetected = true;
  } catch {
    // offline or mid-deployment: try again next time
  }
  return newVersionDetected;
}

export function startVersionChecks(): () => void {
  const timer = setInterval(() => void checkForNewVersion(), VERSION_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

/** A navigation's history state or its route can ask not to be interrupted by the reload (spec 4.8). */
export interface PreventReload {
  preventReload?: boolean;
}

function flagged(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && 'preventReload' in value && value.preventReload === true
  );
}

/** Spec 4.8: after a new version is detected the next navigation reloads the page, unless state or route says not to. */
export function shouldReloadOnNavigation(historyState: unknown, routeHandles: readonly unknown[]): boolean {
  return newVersionDetected && !flagged(historyState) && !routeHandles.some(flagged);
}

/** For tests. */
export function resetVersionState(): void {
  newVersionDetected = false;
}
