import { isSyntheticRun } from '../../lib/synthetic-run';
import type { BrowserWarning } from '../../lib/browser-check';
import { whenModalsMounted } from './modals-mounted';

// The notices' content loads when one is asked for: the first load carries only these openers.
const content = () => import('./notice-content');

/** Spec 2.4: pop-ups blocked; never shown in synthetic or test runs. */
export function openPopupsBlockedModal(): void {
  if (isSyntheticRun()) return;
  void Promise.all([content(), whenModalsMounted()]).then(([notice]) => notice.showPopupsBlocked());
}

/** Spec 2.4, 9: the browser is not Chrome ('type') or is an old Chrome ('version'). */
export function openBrowserNotSupportedModal(warning: BrowserWarning, minVersion: number): void {
  void Promise.all([content(), whenModalsMounted()]).then(([notice]) =>
    notice.showBrowserNotSupported(warning, minVersion),
  );
}
