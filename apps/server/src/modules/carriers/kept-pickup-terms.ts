/**
 * The pickup terms of a site's agreed services (`loadPickupServices`) kept in the process for the pickup view:
 * the same pickup, or pickups of one place and day, are read again and again between changes to the carriers'
 * data, and that read is the heaviest statement of the view.
 */
import { HeardChanges } from '../../platform/cache/heard-changes';
import {
  NotifiedCache,
  type NotifiedCacheOptions,
  type NotifiedEntry,
} from '../../platform/cache/notified-cache';
import type { DbOrTx } from '../../platform/db/transaction';
import { loadPickupServices, type AgreedPickupService } from './pickup-terms.service';

/**
 * Migration 0033's triggers notify it ('*') at commit of any change to agreed services, carrier services,
 * carriers, rate cards or their lanes: everything the terms are read from.
 */
export const PICKUP_TERMS_CHANGED_CHANNEL = 'pickup_terms_changed';

type TermsQuery = Parameters<typeof loadPickupServices>[1];

interface Kept extends NotifiedEntry {
  services: readonly AgreedPickupService[];
}

/**
 * Each change heard drops every kept read (the carriers' data is shared by sites, and changes seldom); a read
 * that began before a change was heard is not kept, and nothing is trusted while the listener is down or past
 * `maxAgeMs`. The kept services are shared between answers: callers must not change them.
 */
export class KeptPickupTerms extends NotifiedCache<Kept, string> {
  private readonly maxEntries: number;
  private readonly read: typeof loadPickupServices;

  constructor(options: NotifiedCacheOptions & { maxEntries?: number; read?: typeof loadPickupServices }) {
    super(options, new HeardChanges(), 30_000);
    this.maxEntries = options.maxEntries ?? 2_000;
    this.read = options.read ?? loadPickupServices;
  }

  /** The services for the query as `loadPickupServices` answers them, from memory while nothing has changed. */
  async load(db: DbOrTx, query: TermsQuery, now: Date): Promise<readonly AgreedPickupService[]> {
    const key = JSON.stringify([query.siteId, query.pickupDate, query.zone, query.destinationZones]);
    const kept = this.entries.get(key);
    if (kept && this.fresh(kept, now.getTime())) return kept.services;
    const started = this.readStarted();
    const services = await this.read(db, query);
    if (this.options.listening() && !this.heard.since(started, [])) {
      this.entries.delete(key);
      // the oldest kept read goes first
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
      this.entries.set(key, { services, readAt: now.getTime() });
    }
    return services;
  }

  /** A notification on the channel (any payload, an empty one after a reconnect too): nothing kept holds. */
  changed(): void {
    this.heard.everything();
    this.entries.clear();
  }
}
