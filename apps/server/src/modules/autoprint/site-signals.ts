/** Notified with a site's id when its print queue or its agent's key changes (on commit). */
export const PRINT_QUEUE_CHANNEL = 'print_queue';

/**
 * Wakes the long polls of a site's agents when something they wait for may have happened: a print job queued,
 * a document made, the key deleted. Each site has a count of signals, so a poll that looked at the queue and
 * then waits still wakes for a signal that came in between.
 */
export class SiteSignals {
  private readonly counts = new Map<number, number>();
  private readonly waiters = new Map<number, Set<() => void>>();

  /** The site's count now: pass it to `wait` after looking at the queue. */
  seen(siteId: number): number {
    return this.counts.get(siteId) ?? 0;
  }

  /** `siteId` null: every site (the notifications may have been missed). */
  signal(siteId: number | null): void {
    const sites = siteId === null ? [...this.waiters.keys()] : [siteId];
    if (siteId !== null) this.counts.set(siteId, this.seen(siteId) + 1);
    for (const site of sites) {
      if (siteId === null) this.counts.set(site, this.seen(site) + 1);
      const waiting = this.waiters.get(site);
      this.waiters.delete(site);
      for (const wake of waiting ?? []) wake();
    }
  }

  /** Resolves on the site's next signal after `seen`, after `ms`, or when `abort` fires, whichever comes first. */
  wait(siteId: number, seen: number, ms: number, abort: AbortSignal): Promise<void> {
    if (this.seen(siteId) !== seen || abort.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        abort.removeEventListener('abort', done);
        this.waiters.get(siteId)?.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      abort.addEventListener('abort', done, { once: true });
      let waiting = this.waiters.get(siteId);
      if (!waiting) {
        waiting = new Set();
        this.waiters.set(siteId, waiting);
      }
      waiting.add(done);
    });
  }
}
