/** Quoting: quote sets, form configurations and the site rules other modules price and check with. */
export { quoteRoutes } from './quotes.routes';
export { siteQuote, type SiteQuote } from './quote-reads';
export {
  type LocatedShipment,
  type PricingRequest,
  type QuoteDeps,
  type QuotingSite,
  type ResolvedLocation,
  assertCanCreate,
  assertMayViewDangerousGoods,
  costToWire,
  createQuoteSet,
  formConfigurationOfSite,
  getFormConfiguration,
  locateShipment,
  mayTransactDangerousGoods,
  priceShipment,
  publicHolidaysFrom,
  quotesOfSet,
  requireHeldRecord,
  requireQuotingSite,
  requireRecordSite,
  resolveLocation,
  setShippingCostRecoveryDefault,
} from './quotes.service';
