import { local } from './browser-storage';
import { randomUuid } from './random-id';

const STATE_PREFIX = 'freight.window-state.';
export const WINDOW_STATE_PARAM = 'windowState';

/** Spec 2.4: opens an app route in a new window, passing state through local storage; reports a blocked pop-up. */
export function openInNewWindow(path: string, state?: unknown): { blocked: boolean } {
  let url = path;
  if (state !== undefined) {
    const id = randomUuid();
    local.set(`${STATE_PREFIX}${id}`, JSON.stringify(state));
    url += `${path.includes('?') ? '&' : '?'}${WINDOW_STATE_PARAM}=${id}`;
  }
  const opened = window.open(url, '_blank');
  return { blocked: opened === null };
}

/** The state a window was opened with, removed as it is read. */
export function takeWindowState(id: string | null): unknown {
  if (!id) return undefined;
  const key = `${STATE_PREFIX}${id}`;
  const text = local.get(key);
  local.remove(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
