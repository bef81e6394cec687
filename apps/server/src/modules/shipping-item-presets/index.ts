/** Shipping item presets of a site, which the forms and checks of other modules read. */
export { shippingItemPresetRoutes } from './shipping-item-presets.routes';
export {
  createPresetForSite,
  foreignPresetProblems,
  presetsOfOtherSites,
  presetsOfSite,
  siteHasPresets,
} from './shipping-item-presets.service';
