/**
 * The modal host (ModalsHost) is loaded after the first paint, so a dialog asked for before it mounts waits for
 * it: Mantine's modals listen for their open events only once their provider is in the page.
 */
let mounted: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  mounted = resolve;
});

export function markModalsMounted(): void {
  mounted();
}

export function whenModalsMounted(): Promise<void> {
  return ready;
}
