/**
 * The modal host (ModalsHost) is loaded after the first paint, so a dialog asked for before it mounts waits for
 * it: Mantine's modals listen for their open events only once their provider is in the page.
 */
let mountedHosts = 0;
const waiting: (() => void)[] = [];

/** The host is in the page; answers how to say it has left (its effect's cleanup). */
export function markModalsMounted(): () => void {
  mountedHosts += 1;
  for (const resolve of waiting.splice(0)) resolve();
  return () => {
    mountedHosts -= 1;
  };
}

export function whenModalsMounted(): Promise<void> {
  if (mountedHosts > 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
