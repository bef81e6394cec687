/** Carriers: their services, agreements, rate cards, levies and pickup terms, and the rating data quoting reads. */
export {
  type AgreedPickupService,
  type AgreedServiceInfo,
  type CarrierDeps,
  type RatingData,
  activeAgreedServiceIds,
  addCarrier,
  addService,
  agreedServiceBookingCutoff,
  carrierByRef,
  carrierContactEmail,
  carrierPickupContact,
  grantAgreedService,
  importRateCardCsv,
  listCarriers,
  loadPickupServiceNames,
  loadPickupServices,
  loadRatingData,
  saveRateCard,
  setAgreedServiceActive,
  setFuelLevy,
  setLabelsWithoutSscc,
  setSurcharge,
  siteCarrierServices,
} from './carriers.service';
export {
  agreedServiceNameSource,
  agreedServicesOfSites,
  billedAccounts,
  carrierNumbering,
  siteAgreedService,
  type AgreedServiceNameSource,
  type CarrierNumbering,
} from './carrier-reads';
export { KeptPickupTerms, PICKUP_TERMS_CHANGED_CHANNEL } from './kept-pickup-terms';
export { parseCsv } from './csv';
export { dollarsToCents, percent } from './decimal';
