/** Quote sets for the sender API: site checks, the concurrency key, then pricing (quote-sets.service.ts). */
import type { QuoteSet, quoteSetRequestSchema } from '@freight/contracts';
import type { z } from 'zod';
import { startedEarly } from '../../platform/started-early';
import {
  claimConcurrencyKey,
  locateShipment,
  priceShipment,
  startSiteShipmentReads,
  type QuoteDeps,
} from './quote-sets.service';
import { assertCanCreate, requireQuotingSite } from './site-rules';

export {
  formConfigurationOfSite,
  getFormConfiguration,
  setShippingCostRecoveryDefault,
} from './form-configurations.service';
export type { FormConfiguration } from './form-configurations.service';
export { claimConcurrencyKey, locateShipment, priceShipment, quotesOfSet } from './quote-sets.service';
export type { Claim, LocatedShipment, PricedShipment, PricingRequest, QuoteDeps } from './quote-sets.service';
export { resolveLocation } from './locations';
export { costToWire } from './quote-wire';
export { publicHolidaysFrom } from './public-holidays';
export type { ResolvedLocation } from './locations';
export {
  assertCanCreate,
  assertMayViewDangerousGoods,
  mayTransactDangerousGoods,
  requireQuotingSite,
  requireHeldRecord,
  requireRecordSite,
} from './site-rules';
export type { QuotingSite } from './site-rules';

type QuoteSetData = z.output<typeof quoteSetRequestSchema>['data'];

/** Spec 7: POST v0/quote-sets. A concurrency key lets a newer request replace this one while it runs (L19). */
export async function createQuoteSet(
  deps: QuoteDeps,
  userId: string,
  data: QuoteSetData,
  concurrency: { key: string; requestId: string } | null,
): Promise<QuoteSet> {
  // the entries and the receiver's policy need only the site's id: read beside the site check, used after it
  const started = startSiteShipmentReads(deps.db, data.siteId, data);
  // the claim goes in beside the site check: it only has to be in place before the set is saved
  const [site, claim] = await Promise.all([
    requireQuotingSite(deps.db, userId, data.siteId),
    concurrency ? claimConcurrencyKey(deps, userId, concurrency.key, concurrency.requestId) : null,
  ]);
  assertCanCreate(site);
  const located = startedEarly(locateShipment(deps.db, site, data, '/data', started));
  const priced = await priceShipment(deps, { site, userId, claim, standalone: true }, data, '/data', located);
  return priced.quoteSet;
}
