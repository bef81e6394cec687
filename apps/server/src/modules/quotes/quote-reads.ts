import type { DbOrTx } from '../../platform/db/transaction';
import * as repo from './quotes.repository';

/** A quote of one of the site's quote sets, with what its set was asked for; null when not the site's. */
export function siteQuote(db: DbOrTx, siteId: number, quoteId: string) {
  return repo.findSiteQuote(db, siteId, quoteId);
}

export type SiteQuote = NonNullable<Awaited<ReturnType<typeof siteQuote>>>;
