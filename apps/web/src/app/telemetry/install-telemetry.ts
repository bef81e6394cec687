import { telemetryRoutes } from '@freight/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from '../../features/auth/api/get-session';
import { queryKeys } from '../../shared/config/query-keys';
import { onApiFailure } from '../../shared/lib/api-client';
import { stablePointer } from '../../shared/lib/stable-pointer';
import { flushTelemetry, record, routePattern, setTelemetrySession } from '../../shared/lib/telemetry';

let uninstall: (() => void) | undefined;

const telemetryPaths: ReadonlySet<string> = new Set(Object.values(telemetryRoutes).map((e) => e.path));

/**
 * W15-W20, issue 17: backend validation failures (code and keyed pointer), failed requests and uncaught errors
 * go to the product's own telemetry with the build version; queued events go when the tab is hidden. They go as
 * the signed-in user's only while the app's session says one is signed in: signed out (a public page never asks
 * for the session), only the errors go, without a user.
 */
export function installTelemetry(queryClient: QueryClient): () => void {
  if (uninstall) return uninstall;
  const stopSession = setTelemetrySession(
    () => queryClient.getQueryData<SessionState>(queryKeys.session)?.signedIn === true,
  );
  const stopFailures = onApiFailure((path, options, error) => {
    // its own failures would only loop
    if (telemetryPaths.has(path)) return;
    if (error.kind === 'validation')
      for (const item of error.errors)
        record('validation', item.code, {
          pointer: item.source?.pointer ? stablePointer(item.source.pointer, options.body) : undefined,
          detail: `${options.method ?? 'GET'} ${routePattern(path)}`,
        });
    else if (error.kind === 'network' || (error.status ?? 0) >= 500)
      record('failedRequest', `${options.method ?? 'GET'} ${routePattern(path)}`, {
        detail: String(error.status ?? 'network'),
      });
  });
  const onError = (event: ErrorEvent) =>
    record('error', event.message || 'Script error', {
      detail: `${event.filename}:${event.lineno}:${event.colno}`,
    });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    record('error', reason instanceof Error ? reason.message : String(reason), {
      detail: reason instanceof Error ? reason.stack?.split('\n')[1]?.trim() : undefined,
    });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') void flushTelemetry();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onVisibility);
  uninstall = () => {
    stopSession();
    stopFailures();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('visibilitychange', onVisibility);
    uninstall = undefined;
  };
  return uninstall;
}
